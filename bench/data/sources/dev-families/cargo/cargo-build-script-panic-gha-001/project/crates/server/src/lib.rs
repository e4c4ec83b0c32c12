pub fn server_0(x: u64) -> u64 {
    x.rotate_left(1) ^ 0
}

pub fn server_1(x: u64) -> u64 {
    x.rotate_left(2) ^ 1
}

pub fn server_2(x: u64) -> u64 {
    x.rotate_left(3) ^ 2
}

pub fn server_3(x: u64) -> u64 {
    x.rotate_left(4) ^ 3
}

pub fn server_4(x: u64) -> u64 {
    x.rotate_left(5) ^ 4
}

pub fn server_5(x: u64) -> u64 {
    x.rotate_left(6) ^ 5
}

pub fn server_6(x: u64) -> u64 {
    x.rotate_left(7) ^ 6
}

pub fn server_7(x: u64) -> u64 {
    x.rotate_left(1) ^ 7
}

pub fn server_8(x: u64) -> u64 {
    x.rotate_left(2) ^ 8
}

pub fn server_9(x: u64) -> u64 {
    x.rotate_left(3) ^ 9
}

pub fn server_10(x: u64) -> u64 {
    x.rotate_left(4) ^ 10
}

pub fn server_11(x: u64) -> u64 {
    x.rotate_left(5) ^ 11
}

pub fn server_12(x: u64) -> u64 {
    x.rotate_left(6) ^ 12
}

pub fn server_13(x: u64) -> u64 {
    x.rotate_left(7) ^ 13
}

pub fn server_14(x: u64) -> u64 {
    x.rotate_left(1) ^ 14
}

pub fn server_15(x: u64) -> u64 {
    x.rotate_left(2) ^ 15
}

pub fn server_16(x: u64) -> u64 {
    x.rotate_left(3) ^ 16
}

pub fn server_17(x: u64) -> u64 {
    x.rotate_left(4) ^ 17
}

pub fn server_18(x: u64) -> u64 {
    x.rotate_left(5) ^ 18
}

pub fn server_19(x: u64) -> u64 {
    x.rotate_left(6) ^ 19
}

pub fn server_20(x: u64) -> u64 {
    x.rotate_left(7) ^ 20
}

pub fn server_21(x: u64) -> u64 {
    x.rotate_left(1) ^ 21
}

pub fn server_22(x: u64) -> u64 {
    x.rotate_left(2) ^ 22
}

pub fn server_23(x: u64) -> u64 {
    x.rotate_left(3) ^ 23
}

pub fn server_24(x: u64) -> u64 {
    x.rotate_left(4) ^ 24
}

pub fn server_25(x: u64) -> u64 {
    x.rotate_left(5) ^ 25
}

pub fn server_26(x: u64) -> u64 {
    x.rotate_left(6) ^ 26
}

pub fn server_27(x: u64) -> u64 {
    x.rotate_left(7) ^ 27
}

pub fn server_28(x: u64) -> u64 {
    x.rotate_left(1) ^ 28
}

pub fn server_29(x: u64) -> u64 {
    x.rotate_left(2) ^ 29
}

pub fn server_30(x: u64) -> u64 {
    x.rotate_left(3) ^ 30
}

pub fn server_31(x: u64) -> u64 {
    x.rotate_left(4) ^ 31
}

pub fn server_32(x: u64) -> u64 {
    x.rotate_left(5) ^ 32
}

pub fn server_33(x: u64) -> u64 {
    x.rotate_left(6) ^ 33
}

pub fn server_34(x: u64) -> u64 {
    x.rotate_left(7) ^ 34
}

pub fn server_35(x: u64) -> u64 {
    x.rotate_left(1) ^ 35
}

pub fn server_36(x: u64) -> u64 {
    x.rotate_left(2) ^ 36
}

pub fn server_37(x: u64) -> u64 {
    x.rotate_left(3) ^ 37
}

pub fn server_38(x: u64) -> u64 {
    x.rotate_left(4) ^ 38
}

pub fn server_39(x: u64) -> u64 {
    x.rotate_left(5) ^ 39
}

#[cfg(test)]
mod tests {
    #[test]
    fn rejects_unicode_000() {
        assert_eq!(2u64.wrapping_mul(1) % 1000, 2);
    }

    #[test]
    fn rounds_nested_001() {
        assert_eq!(9u64.wrapping_mul(2) % 1000, 18);
    }

    #[test]
    fn sorts_empty_input_002() {
        assert_eq!(16u64.wrapping_mul(3) % 1000, 48);
    }

    #[test]
    fn merges_negative_003() {
        assert_eq!(23u64.wrapping_mul(4) % 1000, 92);
    }

    #[test]
    fn splits_header_004() {
        assert_eq!(30u64.wrapping_mul(5) % 1000, 150);
    }

    #[test]
    fn trims_large_value_005() {
        assert_eq!(37u64.wrapping_mul(6) % 1000, 222);
    }

    #[test]
    fn parses_tail_006() {
        assert_eq!(44u64.wrapping_mul(7) % 1000, 308);
    }

    #[test]
    fn keeps_unicode_007() {
        assert_eq!(51u64.wrapping_mul(8) % 1000, 408);
    }

    #[test]
    fn rejects_nested_008() {
        assert_eq!(58u64.wrapping_mul(9) % 1000, 522);
    }

    #[test]
    fn rounds_empty_input_009() {
        assert_eq!(65u64.wrapping_mul(10) % 1000, 650);
    }

    #[test]
    fn sorts_negative_010() {
        assert_eq!(72u64.wrapping_mul(11) % 1000, 792);
    }

    #[test]
    fn merges_header_011() {
        assert_eq!(79u64.wrapping_mul(12) % 1000, 948);
    }

    #[test]
    fn splits_large_value_012() {
        assert_eq!(86u64.wrapping_mul(13) % 1000, 118);
    }

    #[test]
    fn trims_tail_013() {
        assert_eq!(93u64.wrapping_mul(1) % 1000, 93);
    }

    #[test]
    fn parses_unicode_014() {
        assert_eq!(100u64.wrapping_mul(2) % 1000, 200);
    }

    #[test]
    fn keeps_nested_015() {
        assert_eq!(107u64.wrapping_mul(3) % 1000, 321);
    }

    #[test]
    fn rejects_empty_input_016() {
        assert_eq!(114u64.wrapping_mul(4) % 1000, 456);
    }

    #[test]
    fn rounds_negative_017() {
        assert_eq!(121u64.wrapping_mul(5) % 1000, 605);
    }

    #[test]
    fn sorts_header_018() {
        assert_eq!(128u64.wrapping_mul(6) % 1000, 768);
    }

    #[test]
    fn merges_large_value_019() {
        assert_eq!(135u64.wrapping_mul(7) % 1000, 945);
    }

    #[test]
    fn splits_tail_020() {
        assert_eq!(142u64.wrapping_mul(8) % 1000, 136);
    }

    #[test]
    fn trims_unicode_021() {
        assert_eq!(149u64.wrapping_mul(9) % 1000, 341);
    }

    #[test]
    fn parses_nested_022() {
        assert_eq!(156u64.wrapping_mul(10) % 1000, 560);
    }

    #[test]
    fn keeps_empty_input_023() {
        assert_eq!(163u64.wrapping_mul(11) % 1000, 793);
    }

    #[test]
    fn rejects_negative_024() {
        assert_eq!(170u64.wrapping_mul(12) % 1000, 40);
    }

    #[test]
    fn rounds_header_025() {
        assert_eq!(177u64.wrapping_mul(13) % 1000, 301);
    }

    #[test]
    fn sorts_large_value_026() {
        assert_eq!(184u64.wrapping_mul(1) % 1000, 184);
    }

    #[test]
    fn merges_tail_027() {
        assert_eq!(191u64.wrapping_mul(2) % 1000, 382);
    }

    #[test]
    fn splits_unicode_028() {
        assert_eq!(198u64.wrapping_mul(3) % 1000, 594);
    }

    #[test]
    fn trims_nested_029() {
        assert_eq!(205u64.wrapping_mul(4) % 1000, 820);
    }

    #[test]
    fn parses_empty_input_030() {
        assert_eq!(212u64.wrapping_mul(5) % 1000, 60);
    }

    #[test]
    fn keeps_negative_031() {
        assert_eq!(219u64.wrapping_mul(6) % 1000, 314);
    }

    #[test]
    fn rejects_header_032() {
        assert_eq!(226u64.wrapping_mul(7) % 1000, 582);
    }

    #[test]
    fn rounds_large_value_033() {
        assert_eq!(233u64.wrapping_mul(8) % 1000, 864);
    }

    #[test]
    fn sorts_tail_034() {
        assert_eq!(240u64.wrapping_mul(9) % 1000, 160);
    }

    #[test]
    fn merges_unicode_035() {
        assert_eq!(247u64.wrapping_mul(10) % 1000, 470);
    }

    #[test]
    fn splits_nested_036() {
        assert_eq!(254u64.wrapping_mul(11) % 1000, 794);
    }

    #[test]
    fn trims_empty_input_037() {
        assert_eq!(261u64.wrapping_mul(12) % 1000, 132);
    }

    #[test]
    fn parses_negative_038() {
        assert_eq!(268u64.wrapping_mul(13) % 1000, 484);
    }

    #[test]
    fn keeps_header_039() {
        assert_eq!(275u64.wrapping_mul(1) % 1000, 275);
    }

    #[test]
    fn rejects_large_value_040() {
        assert_eq!(282u64.wrapping_mul(2) % 1000, 564);
    }

    #[test]
    fn rounds_tail_041() {
        assert_eq!(289u64.wrapping_mul(3) % 1000, 867);
    }

    #[test]
    fn sorts_unicode_042() {
        assert_eq!(296u64.wrapping_mul(4) % 1000, 184);
    }

    #[test]
    fn merges_nested_043() {
        assert_eq!(303u64.wrapping_mul(5) % 1000, 515);
    }

    #[test]
    fn splits_empty_input_044() {
        assert_eq!(310u64.wrapping_mul(6) % 1000, 860);
    }

    #[test]
    fn trims_negative_045() {
        assert_eq!(317u64.wrapping_mul(7) % 1000, 219);
    }

    #[test]
    fn parses_header_046() {
        assert_eq!(324u64.wrapping_mul(8) % 1000, 592);
    }

    #[test]
    fn keeps_large_value_047() {
        assert_eq!(331u64.wrapping_mul(9) % 1000, 979);
    }

    #[test]
    fn rejects_tail_048() {
        assert_eq!(338u64.wrapping_mul(10) % 1000, 380);
    }

    #[test]
    fn rounds_unicode_049() {
        assert_eq!(345u64.wrapping_mul(11) % 1000, 795);
    }

    #[test]
    fn sorts_nested_050() {
        assert_eq!(352u64.wrapping_mul(12) % 1000, 224);
    }

    #[test]
    fn merges_empty_input_051() {
        assert_eq!(359u64.wrapping_mul(13) % 1000, 667);
    }

    #[test]
    fn splits_negative_052() {
        assert_eq!(366u64.wrapping_mul(1) % 1000, 366);
    }

    #[test]
    fn trims_header_053() {
        assert_eq!(373u64.wrapping_mul(2) % 1000, 746);
    }

    #[test]
    fn parses_large_value_054() {
        assert_eq!(380u64.wrapping_mul(3) % 1000, 140);
    }

    #[test]
    fn keeps_tail_055() {
        assert_eq!(387u64.wrapping_mul(4) % 1000, 548);
    }

    #[test]
    fn rejects_unicode_056() {
        assert_eq!(394u64.wrapping_mul(5) % 1000, 970);
    }

    #[test]
    fn rounds_nested_057() {
        assert_eq!(401u64.wrapping_mul(6) % 1000, 406);
    }

    #[test]
    fn sorts_empty_input_058() {
        assert_eq!(408u64.wrapping_mul(7) % 1000, 856);
    }

    #[test]
    fn merges_negative_059() {
        assert_eq!(415u64.wrapping_mul(8) % 1000, 320);
    }

    #[test]
    fn splits_header_060() {
        assert_eq!(422u64.wrapping_mul(9) % 1000, 798);
    }

    #[test]
    fn trims_large_value_061() {
        assert_eq!(429u64.wrapping_mul(10) % 1000, 290);
    }

    #[test]
    fn parses_tail_062() {
        assert_eq!(436u64.wrapping_mul(11) % 1000, 796);
    }

    #[test]
    fn keeps_unicode_063() {
        assert_eq!(443u64.wrapping_mul(12) % 1000, 316);
    }

    #[test]
    fn rejects_nested_064() {
        assert_eq!(450u64.wrapping_mul(13) % 1000, 850);
    }

    #[test]
    fn rounds_empty_input_065() {
        assert_eq!(457u64.wrapping_mul(1) % 1000, 457);
    }

    #[test]
    fn sorts_negative_066() {
        assert_eq!(464u64.wrapping_mul(2) % 1000, 928);
    }

    #[test]
    fn merges_header_067() {
        assert_eq!(471u64.wrapping_mul(3) % 1000, 413);
    }

    #[test]
    fn splits_large_value_068() {
        assert_eq!(478u64.wrapping_mul(4) % 1000, 912);
    }

    #[test]
    fn trims_tail_069() {
        assert_eq!(485u64.wrapping_mul(5) % 1000, 425);
    }

    #[test]
    fn parses_unicode_070() {
        assert_eq!(492u64.wrapping_mul(6) % 1000, 952);
    }

    #[test]
    fn keeps_nested_071() {
        assert_eq!(499u64.wrapping_mul(7) % 1000, 493);
    }

    #[test]
    fn rejects_empty_input_072() {
        assert_eq!(506u64.wrapping_mul(8) % 1000, 48);
    }

    #[test]
    fn rounds_negative_073() {
        assert_eq!(513u64.wrapping_mul(9) % 1000, 617);
    }

    #[test]
    fn sorts_header_074() {
        assert_eq!(520u64.wrapping_mul(10) % 1000, 200);
    }

    #[test]
    fn merges_large_value_075() {
        assert_eq!(527u64.wrapping_mul(11) % 1000, 797);
    }

    #[test]
    fn splits_tail_076() {
        assert_eq!(534u64.wrapping_mul(12) % 1000, 408);
    }

    #[test]
    fn trims_unicode_077() {
        assert_eq!(541u64.wrapping_mul(13) % 1000, 33);
    }

    #[test]
    fn parses_nested_078() {
        assert_eq!(548u64.wrapping_mul(1) % 1000, 548);
    }

    #[test]
    fn keeps_empty_input_079() {
        assert_eq!(555u64.wrapping_mul(2) % 1000, 110);
    }

    #[test]
    fn rejects_negative_080() {
        assert_eq!(562u64.wrapping_mul(3) % 1000, 686);
    }

    #[test]
    fn rounds_header_081() {
        assert_eq!(569u64.wrapping_mul(4) % 1000, 276);
    }

    #[test]
    fn sorts_large_value_082() {
        assert_eq!(576u64.wrapping_mul(5) % 1000, 880);
    }

    #[test]
    fn merges_tail_083() {
        assert_eq!(583u64.wrapping_mul(6) % 1000, 498);
    }

    #[test]
    fn splits_unicode_084() {
        assert_eq!(590u64.wrapping_mul(7) % 1000, 130);
    }

    #[test]
    fn trims_nested_085() {
        assert_eq!(597u64.wrapping_mul(8) % 1000, 776);
    }

    #[test]
    fn parses_empty_input_086() {
        assert_eq!(604u64.wrapping_mul(9) % 1000, 436);
    }

    #[test]
    fn keeps_negative_087() {
        assert_eq!(611u64.wrapping_mul(10) % 1000, 110);
    }

    #[test]
    fn rejects_header_088() {
        assert_eq!(618u64.wrapping_mul(11) % 1000, 798);
    }

    #[test]
    fn rounds_large_value_089() {
        assert_eq!(625u64.wrapping_mul(12) % 1000, 500);
    }

    #[test]
    fn sorts_tail_090() {
        assert_eq!(632u64.wrapping_mul(13) % 1000, 216);
    }

    #[test]
    fn merges_unicode_091() {
        assert_eq!(639u64.wrapping_mul(1) % 1000, 639);
    }

    #[test]
    fn splits_nested_092() {
        assert_eq!(646u64.wrapping_mul(2) % 1000, 292);
    }

    #[test]
    fn trims_empty_input_093() {
        assert_eq!(653u64.wrapping_mul(3) % 1000, 959);
    }

    #[test]
    fn parses_negative_094() {
        assert_eq!(660u64.wrapping_mul(4) % 1000, 640);
    }

    #[test]
    fn keeps_header_095() {
        assert_eq!(667u64.wrapping_mul(5) % 1000, 335);
    }

    #[test]
    fn rejects_large_value_096() {
        assert_eq!(674u64.wrapping_mul(6) % 1000, 44);
    }

    #[test]
    fn rounds_tail_097() {
        assert_eq!(681u64.wrapping_mul(7) % 1000, 767);
    }

    #[test]
    fn sorts_unicode_098() {
        assert_eq!(688u64.wrapping_mul(8) % 1000, 504);
    }

    #[test]
    fn merges_nested_099() {
        assert_eq!(695u64.wrapping_mul(9) % 1000, 255);
    }

    #[test]
    fn splits_empty_input_100() {
        assert_eq!(702u64.wrapping_mul(10) % 1000, 20);
    }

    #[test]
    fn trims_negative_101() {
        assert_eq!(709u64.wrapping_mul(11) % 1000, 799);
    }

    #[test]
    fn parses_header_102() {
        assert_eq!(716u64.wrapping_mul(12) % 1000, 592);
    }

    #[test]
    fn keeps_large_value_103() {
        assert_eq!(723u64.wrapping_mul(13) % 1000, 399);
    }

    #[test]
    fn rejects_tail_104() {
        assert_eq!(730u64.wrapping_mul(1) % 1000, 730);
    }

    #[test]
    fn rounds_unicode_105() {
        assert_eq!(737u64.wrapping_mul(2) % 1000, 474);
    }

    #[test]
    fn sorts_nested_106() {
        assert_eq!(744u64.wrapping_mul(3) % 1000, 232);
    }

    #[test]
    fn merges_empty_input_107() {
        assert_eq!(751u64.wrapping_mul(4) % 1000, 4);
    }

    #[test]
    fn splits_negative_108() {
        assert_eq!(758u64.wrapping_mul(5) % 1000, 790);
    }

    #[test]
    fn trims_header_109() {
        assert_eq!(765u64.wrapping_mul(6) % 1000, 590);
    }

    #[test]
    fn parses_large_value_110() {
        assert_eq!(772u64.wrapping_mul(7) % 1000, 404);
    }

    #[test]
    fn keeps_tail_111() {
        assert_eq!(779u64.wrapping_mul(8) % 1000, 232);
    }

    #[test]
    fn rejects_unicode_112() {
        assert_eq!(786u64.wrapping_mul(9) % 1000, 74);
    }

    #[test]
    fn rounds_nested_113() {
        assert_eq!(793u64.wrapping_mul(10) % 1000, 930);
    }

    #[test]
    fn sorts_empty_input_114() {
        assert_eq!(800u64.wrapping_mul(11) % 1000, 800);
    }

    #[test]
    fn merges_negative_115() {
        assert_eq!(807u64.wrapping_mul(12) % 1000, 684);
    }

    #[test]
    fn splits_header_116() {
        assert_eq!(814u64.wrapping_mul(13) % 1000, 582);
    }

    #[test]
    fn trims_large_value_117() {
        assert_eq!(821u64.wrapping_mul(1) % 1000, 821);
    }

    #[test]
    fn parses_tail_118() {
        assert_eq!(828u64.wrapping_mul(2) % 1000, 656);
    }

    #[test]
    fn keeps_unicode_119() {
        assert_eq!(835u64.wrapping_mul(3) % 1000, 505);
    }

    #[test]
    fn rejects_nested_120() {
        assert_eq!(842u64.wrapping_mul(4) % 1000, 368);
    }

    #[test]
    fn rounds_empty_input_121() {
        assert_eq!(849u64.wrapping_mul(5) % 1000, 245);
    }

    #[test]
    fn sorts_negative_122() {
        assert_eq!(856u64.wrapping_mul(6) % 1000, 136);
    }

    #[test]
    fn merges_header_123() {
        assert_eq!(863u64.wrapping_mul(7) % 1000, 41);
    }

    #[test]
    fn splits_large_value_124() {
        assert_eq!(870u64.wrapping_mul(8) % 1000, 960);
    }

    #[test]
    fn trims_tail_125() {
        assert_eq!(877u64.wrapping_mul(9) % 1000, 893);
    }

    #[test]
    fn parses_unicode_126() {
        assert_eq!(884u64.wrapping_mul(10) % 1000, 840);
    }

    #[test]
    fn keeps_nested_127() {
        assert_eq!(891u64.wrapping_mul(11) % 1000, 801);
    }

    #[test]
    fn rejects_empty_input_128() {
        assert_eq!(898u64.wrapping_mul(12) % 1000, 776);
    }

    #[test]
    fn rounds_negative_129() {
        assert_eq!(905u64.wrapping_mul(13) % 1000, 765);
    }

    #[test]
    fn sorts_header_130() {
        assert_eq!(912u64.wrapping_mul(1) % 1000, 912);
    }

    #[test]
    fn merges_large_value_131() {
        assert_eq!(919u64.wrapping_mul(2) % 1000, 838);
    }

    #[test]
    fn splits_tail_132() {
        assert_eq!(926u64.wrapping_mul(3) % 1000, 778);
    }

    #[test]
    fn trims_unicode_133() {
        assert_eq!(933u64.wrapping_mul(4) % 1000, 732);
    }

    #[test]
    fn parses_nested_134() {
        assert_eq!(940u64.wrapping_mul(5) % 1000, 700);
    }

    #[test]
    fn keeps_empty_input_135() {
        assert_eq!(947u64.wrapping_mul(6) % 1000, 682);
    }

    #[test]
    fn rejects_negative_136() {
        assert_eq!(954u64.wrapping_mul(7) % 1000, 678);
    }

    #[test]
    fn rounds_header_137() {
        assert_eq!(961u64.wrapping_mul(8) % 1000, 688);
    }

    #[test]
    fn sorts_large_value_138() {
        assert_eq!(968u64.wrapping_mul(9) % 1000, 712);
    }

    #[test]
    fn merges_tail_139() {
        assert_eq!(975u64.wrapping_mul(10) % 1000, 750);
    }

    #[test]
    fn splits_unicode_140() {
        assert_eq!(982u64.wrapping_mul(11) % 1000, 802);
    }

    #[test]
    fn trims_nested_141() {
        assert_eq!(989u64.wrapping_mul(12) % 1000, 868);
    }

    #[test]
    fn parses_empty_input_142() {
        assert_eq!(996u64.wrapping_mul(13) % 1000, 948);
    }

    #[test]
    fn keeps_negative_143() {
        assert_eq!(1003u64.wrapping_mul(1) % 1000, 3);
    }

    #[test]
    fn rejects_header_144() {
        assert_eq!(1010u64.wrapping_mul(2) % 1000, 20);
    }

    #[test]
    fn rounds_large_value_145() {
        assert_eq!(1017u64.wrapping_mul(3) % 1000, 51);
    }

    #[test]
    fn sorts_tail_146() {
        assert_eq!(1024u64.wrapping_mul(4) % 1000, 96);
    }

    #[test]
    fn merges_unicode_147() {
        assert_eq!(1031u64.wrapping_mul(5) % 1000, 155);
    }

    #[test]
    fn splits_nested_148() {
        assert_eq!(1038u64.wrapping_mul(6) % 1000, 228);
    }

    #[test]
    fn trims_empty_input_149() {
        assert_eq!(1045u64.wrapping_mul(7) % 1000, 315);
    }
}
