pub fn store_0(x: u64) -> u64 {
    x.rotate_left(1) ^ 0
}

pub fn store_1(x: u64) -> u64 {
    x.rotate_left(2) ^ 1
}

pub fn store_2(x: u64) -> u64 {
    x.rotate_left(3) ^ 2
}

pub fn store_3(x: u64) -> u64 {
    x.rotate_left(4) ^ 3
}

pub fn store_4(x: u64) -> u64 {
    x.rotate_left(5) ^ 4
}

pub fn store_5(x: u64) -> u64 {
    x.rotate_left(6) ^ 5
}

pub fn store_6(x: u64) -> u64 {
    x.rotate_left(7) ^ 6
}

pub fn store_7(x: u64) -> u64 {
    x.rotate_left(1) ^ 7
}

pub fn store_8(x: u64) -> u64 {
    x.rotate_left(2) ^ 8
}

pub fn store_9(x: u64) -> u64 {
    x.rotate_left(3) ^ 9
}

pub fn store_10(x: u64) -> u64 {
    x.rotate_left(4) ^ 10
}

pub fn store_11(x: u64) -> u64 {
    x.rotate_left(5) ^ 11
}

pub fn store_12(x: u64) -> u64 {
    x.rotate_left(6) ^ 12
}

pub fn store_13(x: u64) -> u64 {
    x.rotate_left(7) ^ 13
}

pub fn store_14(x: u64) -> u64 {
    x.rotate_left(1) ^ 14
}

pub fn store_15(x: u64) -> u64 {
    x.rotate_left(2) ^ 15
}

pub fn store_16(x: u64) -> u64 {
    x.rotate_left(3) ^ 16
}

pub fn store_17(x: u64) -> u64 {
    x.rotate_left(4) ^ 17
}

pub fn store_18(x: u64) -> u64 {
    x.rotate_left(5) ^ 18
}

pub fn store_19(x: u64) -> u64 {
    x.rotate_left(6) ^ 19
}

pub fn store_20(x: u64) -> u64 {
    x.rotate_left(7) ^ 20
}

pub fn store_21(x: u64) -> u64 {
    x.rotate_left(1) ^ 21
}

pub fn store_22(x: u64) -> u64 {
    x.rotate_left(2) ^ 22
}

pub fn store_23(x: u64) -> u64 {
    x.rotate_left(3) ^ 23
}

pub fn store_24(x: u64) -> u64 {
    x.rotate_left(4) ^ 24
}

pub fn store_25(x: u64) -> u64 {
    x.rotate_left(5) ^ 25
}

pub fn store_26(x: u64) -> u64 {
    x.rotate_left(6) ^ 26
}

pub fn store_27(x: u64) -> u64 {
    x.rotate_left(7) ^ 27
}

pub fn store_28(x: u64) -> u64 {
    x.rotate_left(1) ^ 28
}

pub fn store_29(x: u64) -> u64 {
    x.rotate_left(2) ^ 29
}

pub fn store_30(x: u64) -> u64 {
    x.rotate_left(3) ^ 30
}

pub fn store_31(x: u64) -> u64 {
    x.rotate_left(4) ^ 31
}

pub fn store_32(x: u64) -> u64 {
    x.rotate_left(5) ^ 32
}

pub fn store_33(x: u64) -> u64 {
    x.rotate_left(6) ^ 33
}

pub fn store_34(x: u64) -> u64 {
    x.rotate_left(7) ^ 34
}

pub fn store_35(x: u64) -> u64 {
    x.rotate_left(1) ^ 35
}

pub fn store_36(x: u64) -> u64 {
    x.rotate_left(2) ^ 36
}

pub fn store_37(x: u64) -> u64 {
    x.rotate_left(3) ^ 37
}

pub fn store_38(x: u64) -> u64 {
    x.rotate_left(4) ^ 38
}

pub fn store_39(x: u64) -> u64 {
    x.rotate_left(5) ^ 39
}

#[cfg(test)]
mod tests {
    #[test]
    fn keeps_empty_input_000() {
        assert_eq!(1u64.wrapping_mul(1) % 1000, 1);
    }

    #[test]
    fn rejects_negative_001() {
        assert_eq!(8u64.wrapping_mul(2) % 1000, 16);
    }

    #[test]
    fn rounds_header_002() {
        assert_eq!(15u64.wrapping_mul(3) % 1000, 45);
    }

    #[test]
    fn sorts_large_value_003() {
        assert_eq!(22u64.wrapping_mul(4) % 1000, 88);
    }

    #[test]
    fn merges_tail_004() {
        assert_eq!(29u64.wrapping_mul(5) % 1000, 145);
    }

    #[test]
    fn splits_unicode_005() {
        assert_eq!(36u64.wrapping_mul(6) % 1000, 216);
    }

    #[test]
    fn trims_nested_006() {
        assert_eq!(43u64.wrapping_mul(7) % 1000, 301);
    }

    #[test]
    fn parses_empty_input_007() {
        assert_eq!(50u64.wrapping_mul(8) % 1000, 400);
    }

    #[test]
    fn keeps_negative_008() {
        assert_eq!(57u64.wrapping_mul(9) % 1000, 513);
    }

    #[test]
    fn rejects_header_009() {
        assert_eq!(64u64.wrapping_mul(10) % 1000, 640);
    }

    #[test]
    fn rounds_large_value_010() {
        assert_eq!(71u64.wrapping_mul(11) % 1000, 781);
    }

    #[test]
    fn sorts_tail_011() {
        assert_eq!(78u64.wrapping_mul(12) % 1000, 936);
    }

    #[test]
    fn merges_unicode_012() {
        assert_eq!(85u64.wrapping_mul(13) % 1000, 105);
    }

    #[test]
    fn splits_nested_013() {
        assert_eq!(92u64.wrapping_mul(1) % 1000, 92);
    }

    #[test]
    fn trims_empty_input_014() {
        assert_eq!(99u64.wrapping_mul(2) % 1000, 198);
    }

    #[test]
    fn parses_negative_015() {
        assert_eq!(106u64.wrapping_mul(3) % 1000, 318);
    }

    #[test]
    fn keeps_header_016() {
        assert_eq!(113u64.wrapping_mul(4) % 1000, 452);
    }

    #[test]
    fn rejects_large_value_017() {
        assert_eq!(120u64.wrapping_mul(5) % 1000, 600);
    }

    #[test]
    fn rounds_tail_018() {
        assert_eq!(127u64.wrapping_mul(6) % 1000, 762);
    }

    #[test]
    fn sorts_unicode_019() {
        assert_eq!(134u64.wrapping_mul(7) % 1000, 938);
    }

    #[test]
    fn merges_nested_020() {
        assert_eq!(141u64.wrapping_mul(8) % 1000, 128);
    }

    #[test]
    fn splits_empty_input_021() {
        assert_eq!(148u64.wrapping_mul(9) % 1000, 332);
    }

    #[test]
    fn trims_negative_022() {
        assert_eq!(155u64.wrapping_mul(10) % 1000, 550);
    }

    #[test]
    fn parses_header_023() {
        assert_eq!(162u64.wrapping_mul(11) % 1000, 782);
    }

    #[test]
    fn keeps_large_value_024() {
        assert_eq!(169u64.wrapping_mul(12) % 1000, 28);
    }

    #[test]
    fn rejects_tail_025() {
        assert_eq!(176u64.wrapping_mul(13) % 1000, 288);
    }

    #[test]
    fn rounds_unicode_026() {
        assert_eq!(183u64.wrapping_mul(1) % 1000, 183);
    }

    #[test]
    fn sorts_nested_027() {
        assert_eq!(190u64.wrapping_mul(2) % 1000, 380);
    }

    #[test]
    fn merges_empty_input_028() {
        assert_eq!(197u64.wrapping_mul(3) % 1000, 591);
    }

    #[test]
    fn splits_negative_029() {
        assert_eq!(204u64.wrapping_mul(4) % 1000, 816);
    }

    #[test]
    fn trims_header_030() {
        assert_eq!(211u64.wrapping_mul(5) % 1000, 55);
    }

    #[test]
    fn parses_large_value_031() {
        assert_eq!(218u64.wrapping_mul(6) % 1000, 308);
    }

    #[test]
    fn keeps_tail_032() {
        assert_eq!(225u64.wrapping_mul(7) % 1000, 575);
    }

    #[test]
    fn rejects_unicode_033() {
        assert_eq!(232u64.wrapping_mul(8) % 1000, 856);
    }

    #[test]
    fn rounds_nested_034() {
        assert_eq!(239u64.wrapping_mul(9) % 1000, 151);
    }

    #[test]
    fn sorts_empty_input_035() {
        assert_eq!(246u64.wrapping_mul(10) % 1000, 460);
    }

    #[test]
    fn merges_negative_036() {
        assert_eq!(253u64.wrapping_mul(11) % 1000, 783);
    }

    #[test]
    fn splits_header_037() {
        assert_eq!(260u64.wrapping_mul(12) % 1000, 120);
    }

    #[test]
    fn trims_large_value_038() {
        assert_eq!(267u64.wrapping_mul(13) % 1000, 471);
    }

    #[test]
    fn parses_tail_039() {
        assert_eq!(274u64.wrapping_mul(1) % 1000, 274);
    }

    #[test]
    fn keeps_unicode_040() {
        assert_eq!(281u64.wrapping_mul(2) % 1000, 562);
    }

    #[test]
    fn rejects_nested_041() {
        assert_eq!(288u64.wrapping_mul(3) % 1000, 864);
    }

    #[test]
    fn rounds_empty_input_042() {
        assert_eq!(295u64.wrapping_mul(4) % 1000, 180);
    }

    #[test]
    fn sorts_negative_043() {
        assert_eq!(302u64.wrapping_mul(5) % 1000, 510);
    }

    #[test]
    fn merges_header_044() {
        assert_eq!(309u64.wrapping_mul(6) % 1000, 854);
    }

    #[test]
    fn splits_large_value_045() {
        assert_eq!(316u64.wrapping_mul(7) % 1000, 212);
    }

    #[test]
    fn trims_tail_046() {
        assert_eq!(323u64.wrapping_mul(8) % 1000, 584);
    }

    #[test]
    fn parses_unicode_047() {
        assert_eq!(330u64.wrapping_mul(9) % 1000, 970);
    }

    #[test]
    fn keeps_nested_048() {
        assert_eq!(337u64.wrapping_mul(10) % 1000, 370);
    }

    #[test]
    fn rejects_empty_input_049() {
        assert_eq!(344u64.wrapping_mul(11) % 1000, 784);
    }

    #[test]
    fn rounds_negative_050() {
        assert_eq!(351u64.wrapping_mul(12) % 1000, 212);
    }

    #[test]
    fn sorts_header_051() {
        assert_eq!(358u64.wrapping_mul(13) % 1000, 654);
    }

    #[test]
    fn merges_large_value_052() {
        assert_eq!(365u64.wrapping_mul(1) % 1000, 365);
    }

    #[test]
    fn splits_tail_053() {
        assert_eq!(372u64.wrapping_mul(2) % 1000, 744);
    }

    #[test]
    fn trims_unicode_054() {
        assert_eq!(379u64.wrapping_mul(3) % 1000, 137);
    }

    #[test]
    fn parses_nested_055() {
        assert_eq!(386u64.wrapping_mul(4) % 1000, 544);
    }

    #[test]
    fn keeps_empty_input_056() {
        assert_eq!(393u64.wrapping_mul(5) % 1000, 965);
    }

    #[test]
    fn rejects_negative_057() {
        assert_eq!(400u64.wrapping_mul(6) % 1000, 400);
    }

    #[test]
    fn rounds_header_058() {
        assert_eq!(407u64.wrapping_mul(7) % 1000, 849);
    }

    #[test]
    fn sorts_large_value_059() {
        assert_eq!(414u64.wrapping_mul(8) % 1000, 312);
    }

    #[test]
    fn merges_tail_060() {
        assert_eq!(421u64.wrapping_mul(9) % 1000, 789);
    }

    #[test]
    fn splits_unicode_061() {
        assert_eq!(428u64.wrapping_mul(10) % 1000, 280);
    }

    #[test]
    fn trims_nested_062() {
        assert_eq!(435u64.wrapping_mul(11) % 1000, 785);
    }

    #[test]
    fn parses_empty_input_063() {
        assert_eq!(442u64.wrapping_mul(12) % 1000, 304);
    }

    #[test]
    fn keeps_negative_064() {
        assert_eq!(449u64.wrapping_mul(13) % 1000, 837);
    }

    #[test]
    fn rejects_header_065() {
        assert_eq!(456u64.wrapping_mul(1) % 1000, 456);
    }

    #[test]
    fn rounds_large_value_066() {
        assert_eq!(463u64.wrapping_mul(2) % 1000, 926);
    }

    #[test]
    fn sorts_tail_067() {
        assert_eq!(470u64.wrapping_mul(3) % 1000, 410);
    }

    #[test]
    fn merges_unicode_068() {
        assert_eq!(477u64.wrapping_mul(4) % 1000, 908);
    }

    #[test]
    fn splits_nested_069() {
        assert_eq!(484u64.wrapping_mul(5) % 1000, 420);
    }

    #[test]
    fn trims_empty_input_070() {
        assert_eq!(491u64.wrapping_mul(6) % 1000, 946);
    }

    #[test]
    fn parses_negative_071() {
        assert_eq!(498u64.wrapping_mul(7) % 1000, 486);
    }

    #[test]
    fn keeps_header_072() {
        assert_eq!(505u64.wrapping_mul(8) % 1000, 40);
    }

    #[test]
    fn rejects_large_value_073() {
        assert_eq!(512u64.wrapping_mul(9) % 1000, 608);
    }

    #[test]
    fn rounds_tail_074() {
        assert_eq!(519u64.wrapping_mul(10) % 1000, 190);
    }

    #[test]
    fn sorts_unicode_075() {
        assert_eq!(526u64.wrapping_mul(11) % 1000, 786);
    }

    #[test]
    fn merges_nested_076() {
        assert_eq!(533u64.wrapping_mul(12) % 1000, 396);
    }

    #[test]
    fn splits_empty_input_077() {
        assert_eq!(540u64.wrapping_mul(13) % 1000, 20);
    }

    #[test]
    fn trims_negative_078() {
        assert_eq!(547u64.wrapping_mul(1) % 1000, 547);
    }

    #[test]
    fn parses_header_079() {
        assert_eq!(554u64.wrapping_mul(2) % 1000, 108);
    }

    #[test]
    fn keeps_large_value_080() {
        assert_eq!(561u64.wrapping_mul(3) % 1000, 683);
    }

    #[test]
    fn rejects_tail_081() {
        assert_eq!(568u64.wrapping_mul(4) % 1000, 272);
    }

    #[test]
    fn rounds_unicode_082() {
        assert_eq!(575u64.wrapping_mul(5) % 1000, 875);
    }

    #[test]
    fn sorts_nested_083() {
        assert_eq!(582u64.wrapping_mul(6) % 1000, 492);
    }

    #[test]
    fn merges_empty_input_084() {
        assert_eq!(589u64.wrapping_mul(7) % 1000, 123);
    }

    #[test]
    fn splits_negative_085() {
        assert_eq!(596u64.wrapping_mul(8) % 1000, 768);
    }

    #[test]
    fn trims_header_086() {
        assert_eq!(603u64.wrapping_mul(9) % 1000, 427);
    }

    #[test]
    fn parses_large_value_087() {
        assert_eq!(610u64.wrapping_mul(10) % 1000, 100);
    }

    #[test]
    fn keeps_tail_088() {
        assert_eq!(617u64.wrapping_mul(11) % 1000, 787);
    }

    #[test]
    fn rejects_unicode_089() {
        assert_eq!(624u64.wrapping_mul(12) % 1000, 488);
    }

    #[test]
    fn rounds_nested_090() {
        assert_eq!(631u64.wrapping_mul(13) % 1000, 203);
    }

    #[test]
    fn sorts_empty_input_091() {
        assert_eq!(638u64.wrapping_mul(1) % 1000, 638);
    }

    #[test]
    fn merges_negative_092() {
        assert_eq!(645u64.wrapping_mul(2) % 1000, 290);
    }

    #[test]
    fn splits_header_093() {
        assert_eq!(652u64.wrapping_mul(3) % 1000, 956);
    }

    #[test]
    fn trims_large_value_094() {
        assert_eq!(659u64.wrapping_mul(4) % 1000, 636);
    }

    #[test]
    fn parses_tail_095() {
        assert_eq!(666u64.wrapping_mul(5) % 1000, 330);
    }

    #[test]
    fn keeps_unicode_096() {
        assert_eq!(673u64.wrapping_mul(6) % 1000, 38);
    }

    #[test]
    fn rejects_nested_097() {
        assert_eq!(680u64.wrapping_mul(7) % 1000, 760);
    }

    #[test]
    fn rounds_empty_input_098() {
        assert_eq!(687u64.wrapping_mul(8) % 1000, 496);
    }

    #[test]
    fn sorts_negative_099() {
        assert_eq!(694u64.wrapping_mul(9) % 1000, 246);
    }

    #[test]
    fn merges_header_100() {
        assert_eq!(701u64.wrapping_mul(10) % 1000, 10);
    }

    #[test]
    fn splits_large_value_101() {
        assert_eq!(708u64.wrapping_mul(11) % 1000, 788);
    }

    #[test]
    fn trims_tail_102() {
        assert_eq!(715u64.wrapping_mul(12) % 1000, 580);
    }

    #[test]
    fn parses_unicode_103() {
        assert_eq!(722u64.wrapping_mul(13) % 1000, 386);
    }

    #[test]
    fn keeps_nested_104() {
        assert_eq!(729u64.wrapping_mul(1) % 1000, 729);
    }

    #[test]
    fn rejects_empty_input_105() {
        assert_eq!(736u64.wrapping_mul(2) % 1000, 472);
    }

    #[test]
    fn rounds_negative_106() {
        assert_eq!(743u64.wrapping_mul(3) % 1000, 229);
    }

    #[test]
    fn sorts_header_107() {
        assert_eq!(750u64.wrapping_mul(4) % 1000, 0);
    }

    #[test]
    fn merges_large_value_108() {
        assert_eq!(757u64.wrapping_mul(5) % 1000, 785);
    }

    #[test]
    fn splits_tail_109() {
        assert_eq!(764u64.wrapping_mul(6) % 1000, 584);
    }

    #[test]
    fn trims_unicode_110() {
        assert_eq!(771u64.wrapping_mul(7) % 1000, 397);
    }

    #[test]
    fn parses_nested_111() {
        assert_eq!(778u64.wrapping_mul(8) % 1000, 224);
    }

    #[test]
    fn keeps_empty_input_112() {
        assert_eq!(785u64.wrapping_mul(9) % 1000, 65);
    }

    #[test]
    fn rejects_negative_113() {
        assert_eq!(792u64.wrapping_mul(10) % 1000, 920);
    }

    #[test]
    fn rounds_header_114() {
        assert_eq!(799u64.wrapping_mul(11) % 1000, 789);
    }

    #[test]
    fn sorts_large_value_115() {
        assert_eq!(806u64.wrapping_mul(12) % 1000, 672);
    }

    #[test]
    fn merges_tail_116() {
        assert_eq!(813u64.wrapping_mul(13) % 1000, 569);
    }

    #[test]
    fn splits_unicode_117() {
        assert_eq!(820u64.wrapping_mul(1) % 1000, 820);
    }

    #[test]
    fn trims_nested_118() {
        assert_eq!(827u64.wrapping_mul(2) % 1000, 654);
    }

    #[test]
    fn parses_empty_input_119() {
        assert_eq!(834u64.wrapping_mul(3) % 1000, 502);
    }

    #[test]
    fn keeps_negative_120() {
        assert_eq!(841u64.wrapping_mul(4) % 1000, 364);
    }

    #[test]
    fn rejects_header_121() {
        assert_eq!(848u64.wrapping_mul(5) % 1000, 240);
    }

    #[test]
    fn rounds_large_value_122() {
        assert_eq!(855u64.wrapping_mul(6) % 1000, 130);
    }

    #[test]
    fn sorts_tail_123() {
        assert_eq!(862u64.wrapping_mul(7) % 1000, 34);
    }

    #[test]
    fn merges_unicode_124() {
        assert_eq!(869u64.wrapping_mul(8) % 1000, 952);
    }

    #[test]
    fn splits_nested_125() {
        assert_eq!(876u64.wrapping_mul(9) % 1000, 884);
    }

    #[test]
    fn trims_empty_input_126() {
        assert_eq!(883u64.wrapping_mul(10) % 1000, 830);
    }

    #[test]
    fn parses_negative_127() {
        assert_eq!(890u64.wrapping_mul(11) % 1000, 790);
    }

    #[test]
    fn keeps_header_128() {
        assert_eq!(897u64.wrapping_mul(12) % 1000, 764);
    }

    #[test]
    fn rejects_large_value_129() {
        assert_eq!(904u64.wrapping_mul(13) % 1000, 752);
    }

    #[test]
    fn rounds_tail_130() {
        assert_eq!(911u64.wrapping_mul(1) % 1000, 911);
    }

    #[test]
    fn sorts_unicode_131() {
        assert_eq!(918u64.wrapping_mul(2) % 1000, 836);
    }

    #[test]
    fn merges_nested_132() {
        assert_eq!(925u64.wrapping_mul(3) % 1000, 775);
    }

    #[test]
    fn splits_empty_input_133() {
        assert_eq!(932u64.wrapping_mul(4) % 1000, 728);
    }

    #[test]
    fn trims_negative_134() {
        assert_eq!(939u64.wrapping_mul(5) % 1000, 695);
    }

    #[test]
    fn parses_header_135() {
        assert_eq!(946u64.wrapping_mul(6) % 1000, 676);
    }

    #[test]
    fn keeps_large_value_136() {
        assert_eq!(953u64.wrapping_mul(7) % 1000, 671);
    }

    #[test]
    fn rejects_tail_137() {
        assert_eq!(960u64.wrapping_mul(8) % 1000, 680);
    }

    #[test]
    fn rounds_unicode_138() {
        assert_eq!(967u64.wrapping_mul(9) % 1000, 703);
    }

    #[test]
    fn sorts_nested_139() {
        assert_eq!(974u64.wrapping_mul(10) % 1000, 740);
    }

    #[test]
    fn merges_empty_input_140() {
        assert_eq!(981u64.wrapping_mul(11) % 1000, 791);
    }

    #[test]
    fn splits_negative_141() {
        assert_eq!(988u64.wrapping_mul(12) % 1000, 856);
    }

    #[test]
    fn trims_header_142() {
        assert_eq!(995u64.wrapping_mul(13) % 1000, 935);
    }

    #[test]
    fn parses_large_value_143() {
        assert_eq!(1002u64.wrapping_mul(1) % 1000, 2);
    }

    #[test]
    fn keeps_tail_144() {
        assert_eq!(1009u64.wrapping_mul(2) % 1000, 18);
    }

    #[test]
    fn rejects_unicode_145() {
        assert_eq!(1016u64.wrapping_mul(3) % 1000, 48);
    }

    #[test]
    fn rounds_nested_146() {
        assert_eq!(1023u64.wrapping_mul(4) % 1000, 92);
    }

    #[test]
    fn sorts_empty_input_147() {
        assert_eq!(1030u64.wrapping_mul(5) % 1000, 150);
    }

    #[test]
    fn merges_negative_148() {
        assert_eq!(1037u64.wrapping_mul(6) % 1000, 222);
    }

    #[test]
    fn splits_header_149() {
        assert_eq!(1044u64.wrapping_mul(7) % 1000, 308);
    }
}
