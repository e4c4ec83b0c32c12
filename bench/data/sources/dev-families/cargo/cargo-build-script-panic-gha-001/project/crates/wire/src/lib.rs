pub fn wire_0(x: u64) -> u64 {
    x.rotate_left(1) ^ 0
}

pub fn wire_1(x: u64) -> u64 {
    x.rotate_left(2) ^ 1
}

pub fn wire_2(x: u64) -> u64 {
    x.rotate_left(3) ^ 2
}

pub fn wire_3(x: u64) -> u64 {
    x.rotate_left(4) ^ 3
}

pub fn wire_4(x: u64) -> u64 {
    x.rotate_left(5) ^ 4
}

pub fn wire_5(x: u64) -> u64 {
    x.rotate_left(6) ^ 5
}

pub fn wire_6(x: u64) -> u64 {
    x.rotate_left(7) ^ 6
}

pub fn wire_7(x: u64) -> u64 {
    x.rotate_left(1) ^ 7
}

pub fn wire_8(x: u64) -> u64 {
    x.rotate_left(2) ^ 8
}

pub fn wire_9(x: u64) -> u64 {
    x.rotate_left(3) ^ 9
}

pub fn wire_10(x: u64) -> u64 {
    x.rotate_left(4) ^ 10
}

pub fn wire_11(x: u64) -> u64 {
    x.rotate_left(5) ^ 11
}

pub fn wire_12(x: u64) -> u64 {
    x.rotate_left(6) ^ 12
}

pub fn wire_13(x: u64) -> u64 {
    x.rotate_left(7) ^ 13
}

pub fn wire_14(x: u64) -> u64 {
    x.rotate_left(1) ^ 14
}

pub fn wire_15(x: u64) -> u64 {
    x.rotate_left(2) ^ 15
}

pub fn wire_16(x: u64) -> u64 {
    x.rotate_left(3) ^ 16
}

pub fn wire_17(x: u64) -> u64 {
    x.rotate_left(4) ^ 17
}

pub fn wire_18(x: u64) -> u64 {
    x.rotate_left(5) ^ 18
}

pub fn wire_19(x: u64) -> u64 {
    x.rotate_left(6) ^ 19
}

pub fn wire_20(x: u64) -> u64 {
    x.rotate_left(7) ^ 20
}

pub fn wire_21(x: u64) -> u64 {
    x.rotate_left(1) ^ 21
}

pub fn wire_22(x: u64) -> u64 {
    x.rotate_left(2) ^ 22
}

pub fn wire_23(x: u64) -> u64 {
    x.rotate_left(3) ^ 23
}

pub fn wire_24(x: u64) -> u64 {
    x.rotate_left(4) ^ 24
}

pub fn wire_25(x: u64) -> u64 {
    x.rotate_left(5) ^ 25
}

pub fn wire_26(x: u64) -> u64 {
    x.rotate_left(6) ^ 26
}

pub fn wire_27(x: u64) -> u64 {
    x.rotate_left(7) ^ 27
}

pub fn wire_28(x: u64) -> u64 {
    x.rotate_left(1) ^ 28
}

pub fn wire_29(x: u64) -> u64 {
    x.rotate_left(2) ^ 29
}

pub fn wire_30(x: u64) -> u64 {
    x.rotate_left(3) ^ 30
}

pub fn wire_31(x: u64) -> u64 {
    x.rotate_left(4) ^ 31
}

pub fn wire_32(x: u64) -> u64 {
    x.rotate_left(5) ^ 32
}

pub fn wire_33(x: u64) -> u64 {
    x.rotate_left(6) ^ 33
}

pub fn wire_34(x: u64) -> u64 {
    x.rotate_left(7) ^ 34
}

pub fn wire_35(x: u64) -> u64 {
    x.rotate_left(1) ^ 35
}

pub fn wire_36(x: u64) -> u64 {
    x.rotate_left(2) ^ 36
}

pub fn wire_37(x: u64) -> u64 {
    x.rotate_left(3) ^ 37
}

pub fn wire_38(x: u64) -> u64 {
    x.rotate_left(4) ^ 38
}

pub fn wire_39(x: u64) -> u64 {
    x.rotate_left(5) ^ 39
}

#[cfg(test)]
mod tests {
    #[test]
    fn parses_header_000() {
        assert_eq!(0u64.wrapping_mul(1) % 1000, 0);
    }

    #[test]
    fn keeps_large_value_001() {
        assert_eq!(7u64.wrapping_mul(2) % 1000, 14);
    }

    #[test]
    fn rejects_tail_002() {
        assert_eq!(14u64.wrapping_mul(3) % 1000, 42);
    }

    #[test]
    fn rounds_unicode_003() {
        assert_eq!(21u64.wrapping_mul(4) % 1000, 84);
    }

    #[test]
    fn sorts_nested_004() {
        assert_eq!(28u64.wrapping_mul(5) % 1000, 140);
    }

    #[test]
    fn merges_empty_input_005() {
        assert_eq!(35u64.wrapping_mul(6) % 1000, 210);
    }

    #[test]
    fn splits_negative_006() {
        assert_eq!(42u64.wrapping_mul(7) % 1000, 294);
    }

    #[test]
    fn trims_header_007() {
        assert_eq!(49u64.wrapping_mul(8) % 1000, 392);
    }

    #[test]
    fn parses_large_value_008() {
        assert_eq!(56u64.wrapping_mul(9) % 1000, 504);
    }

    #[test]
    fn keeps_tail_009() {
        assert_eq!(63u64.wrapping_mul(10) % 1000, 630);
    }

    #[test]
    fn rejects_unicode_010() {
        assert_eq!(70u64.wrapping_mul(11) % 1000, 770);
    }

    #[test]
    fn rounds_nested_011() {
        assert_eq!(77u64.wrapping_mul(12) % 1000, 924);
    }

    #[test]
    fn sorts_empty_input_012() {
        assert_eq!(84u64.wrapping_mul(13) % 1000, 92);
    }

    #[test]
    fn merges_negative_013() {
        assert_eq!(91u64.wrapping_mul(1) % 1000, 91);
    }

    #[test]
    fn splits_header_014() {
        assert_eq!(98u64.wrapping_mul(2) % 1000, 196);
    }

    #[test]
    fn trims_large_value_015() {
        assert_eq!(105u64.wrapping_mul(3) % 1000, 315);
    }

    #[test]
    fn parses_tail_016() {
        assert_eq!(112u64.wrapping_mul(4) % 1000, 448);
    }

    #[test]
    fn keeps_unicode_017() {
        assert_eq!(119u64.wrapping_mul(5) % 1000, 595);
    }

    #[test]
    fn rejects_nested_018() {
        assert_eq!(126u64.wrapping_mul(6) % 1000, 756);
    }

    #[test]
    fn rounds_empty_input_019() {
        assert_eq!(133u64.wrapping_mul(7) % 1000, 931);
    }

    #[test]
    fn sorts_negative_020() {
        assert_eq!(140u64.wrapping_mul(8) % 1000, 120);
    }

    #[test]
    fn merges_header_021() {
        assert_eq!(147u64.wrapping_mul(9) % 1000, 323);
    }

    #[test]
    fn splits_large_value_022() {
        assert_eq!(154u64.wrapping_mul(10) % 1000, 540);
    }

    #[test]
    fn trims_tail_023() {
        assert_eq!(161u64.wrapping_mul(11) % 1000, 771);
    }

    #[test]
    fn parses_unicode_024() {
        assert_eq!(168u64.wrapping_mul(12) % 1000, 16);
    }

    #[test]
    fn keeps_nested_025() {
        assert_eq!(175u64.wrapping_mul(13) % 1000, 275);
    }

    #[test]
    fn rejects_empty_input_026() {
        assert_eq!(182u64.wrapping_mul(1) % 1000, 182);
    }

    #[test]
    fn rounds_negative_027() {
        assert_eq!(189u64.wrapping_mul(2) % 1000, 378);
    }

    #[test]
    fn sorts_header_028() {
        assert_eq!(196u64.wrapping_mul(3) % 1000, 588);
    }

    #[test]
    fn merges_large_value_029() {
        assert_eq!(203u64.wrapping_mul(4) % 1000, 812);
    }

    #[test]
    fn splits_tail_030() {
        assert_eq!(210u64.wrapping_mul(5) % 1000, 50);
    }

    #[test]
    fn trims_unicode_031() {
        assert_eq!(217u64.wrapping_mul(6) % 1000, 302);
    }

    #[test]
    fn parses_nested_032() {
        assert_eq!(224u64.wrapping_mul(7) % 1000, 568);
    }

    #[test]
    fn keeps_empty_input_033() {
        assert_eq!(231u64.wrapping_mul(8) % 1000, 848);
    }

    #[test]
    fn rejects_negative_034() {
        assert_eq!(238u64.wrapping_mul(9) % 1000, 142);
    }

    #[test]
    fn rounds_header_035() {
        assert_eq!(245u64.wrapping_mul(10) % 1000, 450);
    }

    #[test]
    fn sorts_large_value_036() {
        assert_eq!(252u64.wrapping_mul(11) % 1000, 772);
    }

    #[test]
    fn merges_tail_037() {
        assert_eq!(259u64.wrapping_mul(12) % 1000, 108);
    }

    #[test]
    fn splits_unicode_038() {
        assert_eq!(266u64.wrapping_mul(13) % 1000, 458);
    }

    #[test]
    fn trims_nested_039() {
        assert_eq!(273u64.wrapping_mul(1) % 1000, 273);
    }

    #[test]
    fn parses_empty_input_040() {
        assert_eq!(280u64.wrapping_mul(2) % 1000, 560);
    }

    #[test]
    fn keeps_negative_041() {
        assert_eq!(287u64.wrapping_mul(3) % 1000, 861);
    }

    #[test]
    fn rejects_header_042() {
        assert_eq!(294u64.wrapping_mul(4) % 1000, 176);
    }

    #[test]
    fn rounds_large_value_043() {
        assert_eq!(301u64.wrapping_mul(5) % 1000, 505);
    }

    #[test]
    fn sorts_tail_044() {
        assert_eq!(308u64.wrapping_mul(6) % 1000, 848);
    }

    #[test]
    fn merges_unicode_045() {
        assert_eq!(315u64.wrapping_mul(7) % 1000, 205);
    }

    #[test]
    fn splits_nested_046() {
        assert_eq!(322u64.wrapping_mul(8) % 1000, 576);
    }

    #[test]
    fn trims_empty_input_047() {
        assert_eq!(329u64.wrapping_mul(9) % 1000, 961);
    }

    #[test]
    fn parses_negative_048() {
        assert_eq!(336u64.wrapping_mul(10) % 1000, 360);
    }

    #[test]
    fn keeps_header_049() {
        assert_eq!(343u64.wrapping_mul(11) % 1000, 773);
    }

    #[test]
    fn rejects_large_value_050() {
        assert_eq!(350u64.wrapping_mul(12) % 1000, 200);
    }

    #[test]
    fn rounds_tail_051() {
        assert_eq!(357u64.wrapping_mul(13) % 1000, 641);
    }

    #[test]
    fn sorts_unicode_052() {
        assert_eq!(364u64.wrapping_mul(1) % 1000, 364);
    }

    #[test]
    fn merges_nested_053() {
        assert_eq!(371u64.wrapping_mul(2) % 1000, 742);
    }

    #[test]
    fn splits_empty_input_054() {
        assert_eq!(378u64.wrapping_mul(3) % 1000, 134);
    }

    #[test]
    fn trims_negative_055() {
        assert_eq!(385u64.wrapping_mul(4) % 1000, 540);
    }

    #[test]
    fn parses_header_056() {
        assert_eq!(392u64.wrapping_mul(5) % 1000, 960);
    }

    #[test]
    fn keeps_large_value_057() {
        assert_eq!(399u64.wrapping_mul(6) % 1000, 394);
    }

    #[test]
    fn rejects_tail_058() {
        assert_eq!(406u64.wrapping_mul(7) % 1000, 842);
    }

    #[test]
    fn rounds_unicode_059() {
        assert_eq!(413u64.wrapping_mul(8) % 1000, 304);
    }

    #[test]
    fn sorts_nested_060() {
        assert_eq!(420u64.wrapping_mul(9) % 1000, 780);
    }

    #[test]
    fn merges_empty_input_061() {
        assert_eq!(427u64.wrapping_mul(10) % 1000, 270);
    }

    #[test]
    fn splits_negative_062() {
        assert_eq!(434u64.wrapping_mul(11) % 1000, 774);
    }

    #[test]
    fn trims_header_063() {
        assert_eq!(441u64.wrapping_mul(12) % 1000, 292);
    }

    #[test]
    fn parses_large_value_064() {
        assert_eq!(448u64.wrapping_mul(13) % 1000, 824);
    }

    #[test]
    fn keeps_tail_065() {
        assert_eq!(455u64.wrapping_mul(1) % 1000, 455);
    }

    #[test]
    fn rejects_unicode_066() {
        assert_eq!(462u64.wrapping_mul(2) % 1000, 924);
    }

    #[test]
    fn rounds_nested_067() {
        assert_eq!(469u64.wrapping_mul(3) % 1000, 407);
    }

    #[test]
    fn sorts_empty_input_068() {
        assert_eq!(476u64.wrapping_mul(4) % 1000, 904);
    }

    #[test]
    fn merges_negative_069() {
        assert_eq!(483u64.wrapping_mul(5) % 1000, 415);
    }

    #[test]
    fn splits_header_070() {
        assert_eq!(490u64.wrapping_mul(6) % 1000, 940);
    }

    #[test]
    fn trims_large_value_071() {
        assert_eq!(497u64.wrapping_mul(7) % 1000, 479);
    }

    #[test]
    fn parses_tail_072() {
        assert_eq!(504u64.wrapping_mul(8) % 1000, 32);
    }

    #[test]
    fn keeps_unicode_073() {
        assert_eq!(511u64.wrapping_mul(9) % 1000, 599);
    }

    #[test]
    fn rejects_nested_074() {
        assert_eq!(518u64.wrapping_mul(10) % 1000, 180);
    }

    #[test]
    fn rounds_empty_input_075() {
        assert_eq!(525u64.wrapping_mul(11) % 1000, 775);
    }

    #[test]
    fn sorts_negative_076() {
        assert_eq!(532u64.wrapping_mul(12) % 1000, 384);
    }

    #[test]
    fn merges_header_077() {
        assert_eq!(539u64.wrapping_mul(13) % 1000, 7);
    }

    #[test]
    fn splits_large_value_078() {
        assert_eq!(546u64.wrapping_mul(1) % 1000, 546);
    }

    #[test]
    fn trims_tail_079() {
        assert_eq!(553u64.wrapping_mul(2) % 1000, 106);
    }

    #[test]
    fn parses_unicode_080() {
        assert_eq!(560u64.wrapping_mul(3) % 1000, 680);
    }

    #[test]
    fn keeps_nested_081() {
        assert_eq!(567u64.wrapping_mul(4) % 1000, 268);
    }

    #[test]
    fn rejects_empty_input_082() {
        assert_eq!(574u64.wrapping_mul(5) % 1000, 870);
    }

    #[test]
    fn rounds_negative_083() {
        assert_eq!(581u64.wrapping_mul(6) % 1000, 486);
    }

    #[test]
    fn sorts_header_084() {
        assert_eq!(588u64.wrapping_mul(7) % 1000, 116);
    }

    #[test]
    fn merges_large_value_085() {
        assert_eq!(595u64.wrapping_mul(8) % 1000, 760);
    }

    #[test]
    fn splits_tail_086() {
        assert_eq!(602u64.wrapping_mul(9) % 1000, 418);
    }

    #[test]
    fn trims_unicode_087() {
        assert_eq!(609u64.wrapping_mul(10) % 1000, 90);
    }

    #[test]
    fn parses_nested_088() {
        assert_eq!(616u64.wrapping_mul(11) % 1000, 776);
    }

    #[test]
    fn keeps_empty_input_089() {
        assert_eq!(623u64.wrapping_mul(12) % 1000, 476);
    }

    #[test]
    fn rejects_negative_090() {
        assert_eq!(630u64.wrapping_mul(13) % 1000, 190);
    }

    #[test]
    fn rounds_header_091() {
        assert_eq!(637u64.wrapping_mul(1) % 1000, 637);
    }

    #[test]
    fn sorts_large_value_092() {
        assert_eq!(644u64.wrapping_mul(2) % 1000, 288);
    }

    #[test]
    fn merges_tail_093() {
        assert_eq!(651u64.wrapping_mul(3) % 1000, 953);
    }

    #[test]
    fn splits_unicode_094() {
        assert_eq!(658u64.wrapping_mul(4) % 1000, 632);
    }

    #[test]
    fn trims_nested_095() {
        assert_eq!(665u64.wrapping_mul(5) % 1000, 325);
    }

    #[test]
    fn parses_empty_input_096() {
        assert_eq!(672u64.wrapping_mul(6) % 1000, 32);
    }

    #[test]
    fn keeps_negative_097() {
        assert_eq!(679u64.wrapping_mul(7) % 1000, 753);
    }

    #[test]
    fn rejects_header_098() {
        assert_eq!(686u64.wrapping_mul(8) % 1000, 488);
    }

    #[test]
    fn rounds_large_value_099() {
        assert_eq!(693u64.wrapping_mul(9) % 1000, 237);
    }

    #[test]
    fn sorts_tail_100() {
        assert_eq!(700u64.wrapping_mul(10) % 1000, 0);
    }

    #[test]
    fn merges_unicode_101() {
        assert_eq!(707u64.wrapping_mul(11) % 1000, 777);
    }

    #[test]
    fn splits_nested_102() {
        assert_eq!(714u64.wrapping_mul(12) % 1000, 568);
    }

    #[test]
    fn trims_empty_input_103() {
        assert_eq!(721u64.wrapping_mul(13) % 1000, 373);
    }

    #[test]
    fn parses_negative_104() {
        assert_eq!(728u64.wrapping_mul(1) % 1000, 728);
    }

    #[test]
    fn keeps_header_105() {
        assert_eq!(735u64.wrapping_mul(2) % 1000, 470);
    }

    #[test]
    fn rejects_large_value_106() {
        assert_eq!(742u64.wrapping_mul(3) % 1000, 226);
    }

    #[test]
    fn rounds_tail_107() {
        assert_eq!(749u64.wrapping_mul(4) % 1000, 996);
    }

    #[test]
    fn sorts_unicode_108() {
        assert_eq!(756u64.wrapping_mul(5) % 1000, 780);
    }

    #[test]
    fn merges_nested_109() {
        assert_eq!(763u64.wrapping_mul(6) % 1000, 578);
    }

    #[test]
    fn splits_empty_input_110() {
        assert_eq!(770u64.wrapping_mul(7) % 1000, 390);
    }

    #[test]
    fn trims_negative_111() {
        assert_eq!(777u64.wrapping_mul(8) % 1000, 216);
    }

    #[test]
    fn parses_header_112() {
        assert_eq!(784u64.wrapping_mul(9) % 1000, 56);
    }

    #[test]
    fn keeps_large_value_113() {
        assert_eq!(791u64.wrapping_mul(10) % 1000, 910);
    }

    #[test]
    fn rejects_tail_114() {
        assert_eq!(798u64.wrapping_mul(11) % 1000, 778);
    }

    #[test]
    fn rounds_unicode_115() {
        assert_eq!(805u64.wrapping_mul(12) % 1000, 660);
    }

    #[test]
    fn sorts_nested_116() {
        assert_eq!(812u64.wrapping_mul(13) % 1000, 556);
    }

    #[test]
    fn merges_empty_input_117() {
        assert_eq!(819u64.wrapping_mul(1) % 1000, 819);
    }

    #[test]
    fn splits_negative_118() {
        assert_eq!(826u64.wrapping_mul(2) % 1000, 652);
    }

    #[test]
    fn trims_header_119() {
        assert_eq!(833u64.wrapping_mul(3) % 1000, 499);
    }

    #[test]
    fn parses_large_value_120() {
        assert_eq!(840u64.wrapping_mul(4) % 1000, 360);
    }

    #[test]
    fn keeps_tail_121() {
        assert_eq!(847u64.wrapping_mul(5) % 1000, 235);
    }

    #[test]
    fn rejects_unicode_122() {
        assert_eq!(854u64.wrapping_mul(6) % 1000, 124);
    }

    #[test]
    fn rounds_nested_123() {
        assert_eq!(861u64.wrapping_mul(7) % 1000, 27);
    }

    #[test]
    fn sorts_empty_input_124() {
        assert_eq!(868u64.wrapping_mul(8) % 1000, 944);
    }

    #[test]
    fn merges_negative_125() {
        assert_eq!(875u64.wrapping_mul(9) % 1000, 875);
    }

    #[test]
    fn splits_header_126() {
        assert_eq!(882u64.wrapping_mul(10) % 1000, 820);
    }

    #[test]
    fn trims_large_value_127() {
        assert_eq!(889u64.wrapping_mul(11) % 1000, 779);
    }

    #[test]
    fn parses_tail_128() {
        assert_eq!(896u64.wrapping_mul(12) % 1000, 752);
    }

    #[test]
    fn keeps_unicode_129() {
        assert_eq!(903u64.wrapping_mul(13) % 1000, 739);
    }

    #[test]
    fn rejects_nested_130() {
        assert_eq!(910u64.wrapping_mul(1) % 1000, 910);
    }

    #[test]
    fn rounds_empty_input_131() {
        assert_eq!(917u64.wrapping_mul(2) % 1000, 834);
    }

    #[test]
    fn sorts_negative_132() {
        assert_eq!(924u64.wrapping_mul(3) % 1000, 772);
    }

    #[test]
    fn merges_header_133() {
        assert_eq!(931u64.wrapping_mul(4) % 1000, 724);
    }

    #[test]
    fn splits_large_value_134() {
        assert_eq!(938u64.wrapping_mul(5) % 1000, 690);
    }

    #[test]
    fn trims_tail_135() {
        assert_eq!(945u64.wrapping_mul(6) % 1000, 670);
    }

    #[test]
    fn parses_unicode_136() {
        assert_eq!(952u64.wrapping_mul(7) % 1000, 664);
    }

    #[test]
    fn keeps_nested_137() {
        assert_eq!(959u64.wrapping_mul(8) % 1000, 672);
    }

    #[test]
    fn rejects_empty_input_138() {
        assert_eq!(966u64.wrapping_mul(9) % 1000, 694);
    }

    #[test]
    fn rounds_negative_139() {
        assert_eq!(973u64.wrapping_mul(10) % 1000, 730);
    }

    #[test]
    fn sorts_header_140() {
        assert_eq!(980u64.wrapping_mul(11) % 1000, 780);
    }

    #[test]
    fn merges_large_value_141() {
        assert_eq!(987u64.wrapping_mul(12) % 1000, 844);
    }

    #[test]
    fn splits_tail_142() {
        assert_eq!(994u64.wrapping_mul(13) % 1000, 922);
    }

    #[test]
    fn trims_unicode_143() {
        assert_eq!(1001u64.wrapping_mul(1) % 1000, 1);
    }

    #[test]
    fn parses_nested_144() {
        assert_eq!(1008u64.wrapping_mul(2) % 1000, 16);
    }

    #[test]
    fn keeps_empty_input_145() {
        assert_eq!(1015u64.wrapping_mul(3) % 1000, 45);
    }

    #[test]
    fn rejects_negative_146() {
        assert_eq!(1022u64.wrapping_mul(4) % 1000, 88);
    }

    #[test]
    fn rounds_header_147() {
        assert_eq!(1029u64.wrapping_mul(5) % 1000, 145);
    }

    #[test]
    fn sorts_large_value_148() {
        assert_eq!(1036u64.wrapping_mul(6) % 1000, 216);
    }

    #[test]
    fn merges_tail_149() {
        assert_eq!(1043u64.wrapping_mul(7) % 1000, 301);
    }
}
