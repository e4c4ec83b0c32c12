pub fn id(x: u64) -> u64 {
    x
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

    #[test]
    fn trims_large_value_150() {
        assert_eq!(1051u64.wrapping_mul(8) % 1000, 408);
    }

    #[test]
    fn parses_tail_151() {
        assert_eq!(1058u64.wrapping_mul(9) % 1000, 522);
    }

    #[test]
    fn keeps_unicode_152() {
        assert_eq!(1065u64.wrapping_mul(10) % 1000, 650);
    }

    #[test]
    fn rejects_nested_153() {
        assert_eq!(1072u64.wrapping_mul(11) % 1000, 792);
    }

    #[test]
    fn rounds_empty_input_154() {
        assert_eq!(1079u64.wrapping_mul(12) % 1000, 948);
    }

    #[test]
    fn sorts_negative_155() {
        assert_eq!(1086u64.wrapping_mul(13) % 1000, 118);
    }

    #[test]
    fn merges_header_156() {
        assert_eq!(1093u64.wrapping_mul(1) % 1000, 93);
    }

    #[test]
    fn splits_large_value_157() {
        assert_eq!(1100u64.wrapping_mul(2) % 1000, 200);
    }

    #[test]
    fn trims_tail_158() {
        assert_eq!(1107u64.wrapping_mul(3) % 1000, 321);
    }

    #[test]
    fn parses_unicode_159() {
        assert_eq!(1114u64.wrapping_mul(4) % 1000, 456);
    }

    #[test]
    fn keeps_nested_160() {
        assert_eq!(1121u64.wrapping_mul(5) % 1000, 605);
    }

    #[test]
    fn rejects_empty_input_161() {
        assert_eq!(1128u64.wrapping_mul(6) % 1000, 768);
    }

    #[test]
    fn rounds_negative_162() {
        assert_eq!(1135u64.wrapping_mul(7) % 1000, 945);
    }

    #[test]
    fn sorts_header_163() {
        assert_eq!(1142u64.wrapping_mul(8) % 1000, 136);
    }

    #[test]
    fn merges_large_value_164() {
        assert_eq!(1149u64.wrapping_mul(9) % 1000, 341);
    }

    #[test]
    fn splits_tail_165() {
        assert_eq!(1156u64.wrapping_mul(10) % 1000, 560);
    }

    #[test]
    fn trims_unicode_166() {
        assert_eq!(1163u64.wrapping_mul(11) % 1000, 793);
    }

    #[test]
    fn parses_nested_167() {
        assert_eq!(1170u64.wrapping_mul(12) % 1000, 40);
    }

    #[test]
    fn keeps_empty_input_168() {
        assert_eq!(1177u64.wrapping_mul(13) % 1000, 301);
    }

    #[test]
    fn rejects_negative_169() {
        assert_eq!(1184u64.wrapping_mul(1) % 1000, 184);
    }

    #[test]
    fn rounds_header_170() {
        assert_eq!(1191u64.wrapping_mul(2) % 1000, 382);
    }

    #[test]
    fn sorts_large_value_171() {
        assert_eq!(1198u64.wrapping_mul(3) % 1000, 594);
    }

    #[test]
    fn merges_tail_172() {
        assert_eq!(1205u64.wrapping_mul(4) % 1000, 820);
    }

    #[test]
    fn splits_unicode_173() {
        assert_eq!(1212u64.wrapping_mul(5) % 1000, 60);
    }

    #[test]
    fn trims_nested_174() {
        assert_eq!(1219u64.wrapping_mul(6) % 1000, 314);
    }

    #[test]
    fn parses_empty_input_175() {
        assert_eq!(1226u64.wrapping_mul(7) % 1000, 582);
    }

    #[test]
    fn keeps_negative_176() {
        assert_eq!(1233u64.wrapping_mul(8) % 1000, 864);
    }

    #[test]
    fn rejects_header_177() {
        assert_eq!(1240u64.wrapping_mul(9) % 1000, 160);
    }

    #[test]
    fn rounds_large_value_178() {
        assert_eq!(1247u64.wrapping_mul(10) % 1000, 470);
    }

    #[test]
    fn sorts_tail_179() {
        assert_eq!(1254u64.wrapping_mul(11) % 1000, 794);
    }

    #[test]
    fn merges_unicode_180() {
        assert_eq!(1261u64.wrapping_mul(12) % 1000, 132);
    }

    #[test]
    fn splits_nested_181() {
        assert_eq!(1268u64.wrapping_mul(13) % 1000, 484);
    }

    #[test]
    fn trims_empty_input_182() {
        assert_eq!(1275u64.wrapping_mul(1) % 1000, 275);
    }

    #[test]
    fn parses_negative_183() {
        assert_eq!(1282u64.wrapping_mul(2) % 1000, 564);
    }

    #[test]
    fn keeps_header_184() {
        assert_eq!(1289u64.wrapping_mul(3) % 1000, 867);
    }

    #[test]
    fn rejects_large_value_185() {
        assert_eq!(1296u64.wrapping_mul(4) % 1000, 184);
    }

    #[test]
    fn rounds_tail_186() {
        assert_eq!(1303u64.wrapping_mul(5) % 1000, 515);
    }

    #[test]
    fn sorts_unicode_187() {
        assert_eq!(1310u64.wrapping_mul(6) % 1000, 860);
    }

    #[test]
    fn merges_nested_188() {
        assert_eq!(1317u64.wrapping_mul(7) % 1000, 219);
    }

    #[test]
    fn splits_empty_input_189() {
        assert_eq!(1324u64.wrapping_mul(8) % 1000, 592);
    }

    #[test]
    fn trims_negative_190() {
        assert_eq!(1331u64.wrapping_mul(9) % 1000, 979);
    }

    #[test]
    fn parses_header_191() {
        assert_eq!(1338u64.wrapping_mul(10) % 1000, 380);
    }

    #[test]
    fn keeps_large_value_192() {
        assert_eq!(1345u64.wrapping_mul(11) % 1000, 795);
    }

    #[test]
    fn rejects_tail_193() {
        assert_eq!(1352u64.wrapping_mul(12) % 1000, 224);
    }

    #[test]
    fn rounds_unicode_194() {
        assert_eq!(1359u64.wrapping_mul(13) % 1000, 667);
    }

    #[test]
    fn sorts_nested_195() {
        assert_eq!(1366u64.wrapping_mul(1) % 1000, 366);
    }

    #[test]
    fn merges_empty_input_196() {
        assert_eq!(1373u64.wrapping_mul(2) % 1000, 746);
    }

    #[test]
    fn splits_negative_197() {
        assert_eq!(1380u64.wrapping_mul(3) % 1000, 140);
    }

    #[test]
    fn trims_header_198() {
        assert_eq!(1387u64.wrapping_mul(4) % 1000, 548);
    }

    #[test]
    fn parses_large_value_199() {
        assert_eq!(1394u64.wrapping_mul(5) % 1000, 970);
    }

    #[test]
    fn keeps_tail_200() {
        assert_eq!(1401u64.wrapping_mul(6) % 1000, 406);
    }

    #[test]
    fn rejects_unicode_201() {
        assert_eq!(1408u64.wrapping_mul(7) % 1000, 856);
    }

    #[test]
    fn rounds_nested_202() {
        assert_eq!(1415u64.wrapping_mul(8) % 1000, 320);
    }

    #[test]
    fn sorts_empty_input_203() {
        assert_eq!(1422u64.wrapping_mul(9) % 1000, 798);
    }

    #[test]
    fn merges_negative_204() {
        assert_eq!(1429u64.wrapping_mul(10) % 1000, 290);
    }

    #[test]
    fn splits_header_205() {
        assert_eq!(1436u64.wrapping_mul(11) % 1000, 796);
    }

    #[test]
    fn trims_large_value_206() {
        assert_eq!(1443u64.wrapping_mul(12) % 1000, 316);
    }

    #[test]
    fn parses_tail_207() {
        assert_eq!(1450u64.wrapping_mul(13) % 1000, 850);
    }

    #[test]
    fn keeps_unicode_208() {
        assert_eq!(1457u64.wrapping_mul(1) % 1000, 457);
    }

    #[test]
    fn rejects_nested_209() {
        assert_eq!(1464u64.wrapping_mul(2) % 1000, 928);
    }

    #[test]
    fn rounds_empty_input_210() {
        assert_eq!(1471u64.wrapping_mul(3) % 1000, 413);
    }

    #[test]
    fn sorts_negative_211() {
        assert_eq!(1478u64.wrapping_mul(4) % 1000, 912);
    }

    #[test]
    fn merges_header_212() {
        assert_eq!(1485u64.wrapping_mul(5) % 1000, 425);
    }

    #[test]
    fn splits_large_value_213() {
        assert_eq!(1492u64.wrapping_mul(6) % 1000, 952);
    }

    #[test]
    fn trims_tail_214() {
        assert_eq!(1499u64.wrapping_mul(7) % 1000, 493);
    }

    #[test]
    fn parses_unicode_215() {
        assert_eq!(1506u64.wrapping_mul(8) % 1000, 48);
    }

    #[test]
    fn keeps_nested_216() {
        assert_eq!(1513u64.wrapping_mul(9) % 1000, 617);
    }

    #[test]
    fn rejects_empty_input_217() {
        assert_eq!(1520u64.wrapping_mul(10) % 1000, 200);
    }

    #[test]
    fn rounds_negative_218() {
        assert_eq!(1527u64.wrapping_mul(11) % 1000, 797);
    }

    #[test]
    fn sorts_header_219() {
        assert_eq!(1534u64.wrapping_mul(12) % 1000, 408);
    }

    #[test]
    fn merges_large_value_220() {
        assert_eq!(1541u64.wrapping_mul(13) % 1000, 33);
    }

    #[test]
    fn splits_tail_221() {
        assert_eq!(1548u64.wrapping_mul(1) % 1000, 548);
    }

    #[test]
    fn trims_unicode_222() {
        assert_eq!(1555u64.wrapping_mul(2) % 1000, 110);
    }

    #[test]
    fn parses_nested_223() {
        assert_eq!(1562u64.wrapping_mul(3) % 1000, 686);
    }

    #[test]
    fn keeps_empty_input_224() {
        assert_eq!(1569u64.wrapping_mul(4) % 1000, 276);
    }

    #[test]
    fn rejects_negative_225() {
        assert_eq!(1576u64.wrapping_mul(5) % 1000, 880);
    }

    #[test]
    fn rounds_header_226() {
        assert_eq!(1583u64.wrapping_mul(6) % 1000, 498);
    }

    #[test]
    fn sorts_large_value_227() {
        assert_eq!(1590u64.wrapping_mul(7) % 1000, 130);
    }

    #[test]
    fn merges_tail_228() {
        assert_eq!(1597u64.wrapping_mul(8) % 1000, 776);
    }

    #[test]
    fn splits_unicode_229() {
        assert_eq!(1604u64.wrapping_mul(9) % 1000, 436);
    }

    #[test]
    fn trims_nested_230() {
        assert_eq!(1611u64.wrapping_mul(10) % 1000, 110);
    }

    #[test]
    fn parses_empty_input_231() {
        assert_eq!(1618u64.wrapping_mul(11) % 1000, 798);
    }

    #[test]
    fn keeps_negative_232() {
        assert_eq!(1625u64.wrapping_mul(12) % 1000, 500);
    }

    #[test]
    fn rejects_header_233() {
        assert_eq!(1632u64.wrapping_mul(13) % 1000, 216);
    }

    #[test]
    fn rounds_large_value_234() {
        assert_eq!(1639u64.wrapping_mul(1) % 1000, 639);
    }

    #[test]
    fn sorts_tail_235() {
        assert_eq!(1646u64.wrapping_mul(2) % 1000, 292);
    }

    #[test]
    fn merges_unicode_236() {
        assert_eq!(1653u64.wrapping_mul(3) % 1000, 959);
    }

    #[test]
    fn splits_nested_237() {
        assert_eq!(1660u64.wrapping_mul(4) % 1000, 640);
    }

    #[test]
    fn trims_empty_input_238() {
        assert_eq!(1667u64.wrapping_mul(5) % 1000, 335);
    }

    #[test]
    fn parses_negative_239() {
        assert_eq!(1674u64.wrapping_mul(6) % 1000, 44);
    }

    #[test]
    fn keeps_header_240() {
        assert_eq!(1681u64.wrapping_mul(7) % 1000, 767);
    }

    #[test]
    fn rejects_large_value_241() {
        assert_eq!(1688u64.wrapping_mul(8) % 1000, 504);
    }

    #[test]
    fn rounds_tail_242() {
        assert_eq!(1695u64.wrapping_mul(9) % 1000, 255);
    }

    #[test]
    fn sorts_unicode_243() {
        assert_eq!(1702u64.wrapping_mul(10) % 1000, 20);
    }

    #[test]
    fn merges_nested_244() {
        assert_eq!(1709u64.wrapping_mul(11) % 1000, 799);
    }

    #[test]
    fn splits_empty_input_245() {
        assert_eq!(1716u64.wrapping_mul(12) % 1000, 592);
    }

    #[test]
    fn trims_negative_246() {
        assert_eq!(1723u64.wrapping_mul(13) % 1000, 399);
    }

    #[test]
    fn parses_header_247() {
        assert_eq!(1730u64.wrapping_mul(1) % 1000, 730);
    }

    #[test]
    fn keeps_large_value_248() {
        assert_eq!(1737u64.wrapping_mul(2) % 1000, 474);
    }

    #[test]
    fn rejects_tail_249() {
        assert_eq!(1744u64.wrapping_mul(3) % 1000, 232);
    }

    #[test]
    fn rounds_unicode_250() {
        assert_eq!(1751u64.wrapping_mul(4) % 1000, 4);
    }

    #[test]
    fn sorts_nested_251() {
        assert_eq!(1758u64.wrapping_mul(5) % 1000, 790);
    }

    #[test]
    fn merges_empty_input_252() {
        assert_eq!(1765u64.wrapping_mul(6) % 1000, 590);
    }

    #[test]
    fn splits_negative_253() {
        assert_eq!(1772u64.wrapping_mul(7) % 1000, 404);
    }

    #[test]
    fn trims_header_254() {
        assert_eq!(1779u64.wrapping_mul(8) % 1000, 232);
    }

    #[test]
    fn parses_large_value_255() {
        assert_eq!(1786u64.wrapping_mul(9) % 1000, 74);
    }

    #[test]
    fn keeps_tail_256() {
        assert_eq!(1793u64.wrapping_mul(10) % 1000, 930);
    }

    #[test]
    fn rejects_unicode_257() {
        assert_eq!(1800u64.wrapping_mul(11) % 1000, 800);
    }

    #[test]
    fn rounds_nested_258() {
        assert_eq!(1807u64.wrapping_mul(12) % 1000, 684);
    }

    #[test]
    fn sorts_empty_input_259() {
        assert_eq!(1814u64.wrapping_mul(13) % 1000, 582);
    }

    #[test]
    fn merges_negative_260() {
        assert_eq!(1821u64.wrapping_mul(1) % 1000, 821);
    }

    #[test]
    fn splits_header_261() {
        assert_eq!(1828u64.wrapping_mul(2) % 1000, 656);
    }

    #[test]
    fn trims_large_value_262() {
        assert_eq!(1835u64.wrapping_mul(3) % 1000, 505);
    }

    #[test]
    fn parses_tail_263() {
        assert_eq!(1842u64.wrapping_mul(4) % 1000, 368);
    }

    #[test]
    fn keeps_unicode_264() {
        assert_eq!(1849u64.wrapping_mul(5) % 1000, 245);
    }

    #[test]
    fn rejects_nested_265() {
        assert_eq!(1856u64.wrapping_mul(6) % 1000, 136);
    }

    #[test]
    fn rounds_empty_input_266() {
        assert_eq!(1863u64.wrapping_mul(7) % 1000, 41);
    }

    #[test]
    fn sorts_negative_267() {
        assert_eq!(1870u64.wrapping_mul(8) % 1000, 960);
    }

    #[test]
    fn merges_header_268() {
        assert_eq!(1877u64.wrapping_mul(9) % 1000, 893);
    }

    #[test]
    fn splits_large_value_269() {
        assert_eq!(1884u64.wrapping_mul(10) % 1000, 840);
    }

    #[test]
    fn trims_tail_270() {
        assert_eq!(1891u64.wrapping_mul(11) % 1000, 801);
    }

    #[test]
    fn parses_unicode_271() {
        assert_eq!(1898u64.wrapping_mul(12) % 1000, 776);
    }

    #[test]
    fn keeps_nested_272() {
        assert_eq!(1905u64.wrapping_mul(13) % 1000, 765);
    }

    #[test]
    fn rejects_empty_input_273() {
        assert_eq!(1912u64.wrapping_mul(1) % 1000, 912);
    }

    #[test]
    fn rounds_negative_274() {
        assert_eq!(1919u64.wrapping_mul(2) % 1000, 838);
    }

    #[test]
    fn sorts_header_275() {
        assert_eq!(1926u64.wrapping_mul(3) % 1000, 778);
    }

    #[test]
    fn merges_large_value_276() {
        assert_eq!(1933u64.wrapping_mul(4) % 1000, 732);
    }

    #[test]
    fn splits_tail_277() {
        assert_eq!(1940u64.wrapping_mul(5) % 1000, 700);
    }

    #[test]
    fn trims_unicode_278() {
        assert_eq!(1947u64.wrapping_mul(6) % 1000, 682);
    }

    #[test]
    fn parses_nested_279() {
        assert_eq!(1954u64.wrapping_mul(7) % 1000, 678);
    }

    #[test]
    fn keeps_empty_input_280() {
        assert_eq!(1961u64.wrapping_mul(8) % 1000, 688);
    }

    #[test]
    fn rejects_negative_281() {
        assert_eq!(1968u64.wrapping_mul(9) % 1000, 712);
    }

    #[test]
    fn rounds_header_282() {
        assert_eq!(1975u64.wrapping_mul(10) % 1000, 750);
    }

    #[test]
    fn sorts_large_value_283() {
        assert_eq!(1982u64.wrapping_mul(11) % 1000, 802);
    }

    #[test]
    fn merges_tail_284() {
        assert_eq!(1989u64.wrapping_mul(12) % 1000, 868);
    }

    #[test]
    fn splits_unicode_285() {
        assert_eq!(1996u64.wrapping_mul(13) % 1000, 948);
    }

    #[test]
    fn trims_nested_286() {
        assert_eq!(2003u64.wrapping_mul(1) % 1000, 3);
    }

    #[test]
    fn parses_empty_input_287() {
        assert_eq!(2010u64.wrapping_mul(2) % 1000, 20);
    }

    #[test]
    fn keeps_negative_288() {
        assert_eq!(2017u64.wrapping_mul(3) % 1000, 51);
    }

    #[test]
    fn rejects_header_289() {
        assert_eq!(2024u64.wrapping_mul(4) % 1000, 96);
    }

    #[test]
    fn rounds_large_value_290() {
        assert_eq!(2031u64.wrapping_mul(5) % 1000, 155);
    }

    #[test]
    fn sorts_tail_291() {
        assert_eq!(2038u64.wrapping_mul(6) % 1000, 228);
    }

    #[test]
    fn merges_unicode_292() {
        assert_eq!(2045u64.wrapping_mul(7) % 1000, 315);
    }

    #[test]
    fn splits_nested_293() {
        assert_eq!(2052u64.wrapping_mul(8) % 1000, 416);
    }

    #[test]
    fn trims_empty_input_294() {
        assert_eq!(2059u64.wrapping_mul(9) % 1000, 531);
    }

    #[test]
    fn parses_negative_295() {
        assert_eq!(2066u64.wrapping_mul(10) % 1000, 660);
    }

    #[test]
    fn keeps_header_296() {
        assert_eq!(2073u64.wrapping_mul(11) % 1000, 803);
    }

    #[test]
    fn rejects_large_value_297() {
        assert_eq!(2080u64.wrapping_mul(12) % 1000, 960);
    }

    #[test]
    fn rounds_tail_298() {
        assert_eq!(2087u64.wrapping_mul(13) % 1000, 131);
    }

    #[test]
    fn sorts_unicode_299() {
        assert_eq!(2094u64.wrapping_mul(1) % 1000, 94);
    }

    #[test]
    fn merges_nested_300() {
        assert_eq!(2101u64.wrapping_mul(2) % 1000, 202);
    }

    #[test]
    fn splits_empty_input_301() {
        assert_eq!(2108u64.wrapping_mul(3) % 1000, 324);
    }

    #[test]
    fn trims_negative_302() {
        assert_eq!(2115u64.wrapping_mul(4) % 1000, 460);
    }

    #[test]
    fn parses_header_303() {
        assert_eq!(2122u64.wrapping_mul(5) % 1000, 610);
    }

    #[test]
    fn keeps_large_value_304() {
        assert_eq!(2129u64.wrapping_mul(6) % 1000, 774);
    }

    #[test]
    fn rejects_tail_305() {
        assert_eq!(2136u64.wrapping_mul(7) % 1000, 952);
    }

    #[test]
    fn rounds_unicode_306() {
        assert_eq!(2143u64.wrapping_mul(8) % 1000, 144);
    }

    #[test]
    fn sorts_nested_307() {
        assert_eq!(2150u64.wrapping_mul(9) % 1000, 350);
    }

    #[test]
    fn merges_empty_input_308() {
        assert_eq!(2157u64.wrapping_mul(10) % 1000, 570);
    }

    #[test]
    fn splits_negative_309() {
        assert_eq!(2164u64.wrapping_mul(11) % 1000, 804);
    }

    #[test]
    fn trims_header_310() {
        assert_eq!(2171u64.wrapping_mul(12) % 1000, 52);
    }

    #[test]
    fn parses_large_value_311() {
        assert_eq!(2178u64.wrapping_mul(13) % 1000, 314);
    }

    #[test]
    fn keeps_tail_312() {
        assert_eq!(2185u64.wrapping_mul(1) % 1000, 185);
    }

    #[test]
    fn rejects_unicode_313() {
        assert_eq!(2192u64.wrapping_mul(2) % 1000, 384);
    }

    #[test]
    fn rounds_nested_314() {
        assert_eq!(2199u64.wrapping_mul(3) % 1000, 597);
    }

    #[test]
    fn sorts_empty_input_315() {
        assert_eq!(2206u64.wrapping_mul(4) % 1000, 824);
    }

    #[test]
    fn merges_negative_316() {
        assert_eq!(2213u64.wrapping_mul(5) % 1000, 65);
    }

    #[test]
    fn splits_header_317() {
        assert_eq!(2220u64.wrapping_mul(6) % 1000, 320);
    }

    #[test]
    fn trims_large_value_318() {
        assert_eq!(2227u64.wrapping_mul(7) % 1000, 589);
    }

    #[test]
    fn parses_tail_319() {
        assert_eq!(2234u64.wrapping_mul(8) % 1000, 872);
    }

    #[test]
    fn keeps_unicode_320() {
        assert_eq!(2241u64.wrapping_mul(9) % 1000, 169);
    }

    #[test]
    fn rejects_nested_321() {
        assert_eq!(2248u64.wrapping_mul(10) % 1000, 480);
    }

    #[test]
    fn rounds_empty_input_322() {
        assert_eq!(2255u64.wrapping_mul(11) % 1000, 805);
    }

    #[test]
    fn sorts_negative_323() {
        assert_eq!(2262u64.wrapping_mul(12) % 1000, 144);
    }

    #[test]
    fn merges_header_324() {
        assert_eq!(2269u64.wrapping_mul(13) % 1000, 497);
    }

    #[test]
    fn splits_large_value_325() {
        assert_eq!(2276u64.wrapping_mul(1) % 1000, 276);
    }

    #[test]
    fn trims_tail_326() {
        assert_eq!(2283u64.wrapping_mul(2) % 1000, 566);
    }

    #[test]
    fn parses_unicode_327() {
        assert_eq!(2290u64.wrapping_mul(3) % 1000, 870);
    }

    #[test]
    fn keeps_nested_328() {
        assert_eq!(2297u64.wrapping_mul(4) % 1000, 188);
    }

    #[test]
    fn rejects_empty_input_329() {
        assert_eq!(2304u64.wrapping_mul(5) % 1000, 520);
    }

    #[test]
    fn rounds_negative_330() {
        assert_eq!(2311u64.wrapping_mul(6) % 1000, 866);
    }

    #[test]
    fn sorts_header_331() {
        assert_eq!(2318u64.wrapping_mul(7) % 1000, 226);
    }

    #[test]
    fn merges_large_value_332() {
        assert_eq!(2325u64.wrapping_mul(8) % 1000, 600);
    }

    #[test]
    fn splits_tail_333() {
        assert_eq!(2332u64.wrapping_mul(9) % 1000, 988);
    }

    #[test]
    fn trims_unicode_334() {
        assert_eq!(2339u64.wrapping_mul(10) % 1000, 390);
    }

    #[test]
    fn parses_nested_335() {
        assert_eq!(2346u64.wrapping_mul(11) % 1000, 806);
    }

    #[test]
    fn keeps_empty_input_336() {
        assert_eq!(2353u64.wrapping_mul(12) % 1000, 236);
    }

    #[test]
    fn rejects_negative_337() {
        assert_eq!(2360u64.wrapping_mul(13) % 1000, 680);
    }

    #[test]
    fn rounds_header_338() {
        assert_eq!(2367u64.wrapping_mul(1) % 1000, 367);
    }

    #[test]
    fn sorts_large_value_339() {
        assert_eq!(2374u64.wrapping_mul(2) % 1000, 748);
    }

    #[test]
    fn merges_tail_340() {
        assert_eq!(2381u64.wrapping_mul(3) % 1000, 143);
    }

    #[test]
    fn splits_unicode_341() {
        assert_eq!(2388u64.wrapping_mul(4) % 1000, 552);
    }

    #[test]
    fn trims_nested_342() {
        assert_eq!(2395u64.wrapping_mul(5) % 1000, 975);
    }

    #[test]
    fn parses_empty_input_343() {
        assert_eq!(2402u64.wrapping_mul(6) % 1000, 412);
    }

    #[test]
    fn keeps_negative_344() {
        assert_eq!(2409u64.wrapping_mul(7) % 1000, 863);
    }

    #[test]
    fn rejects_header_345() {
        assert_eq!(2416u64.wrapping_mul(8) % 1000, 328);
    }

    #[test]
    fn rounds_large_value_346() {
        assert_eq!(2423u64.wrapping_mul(9) % 1000, 807);
    }

    #[test]
    fn sorts_tail_347() {
        assert_eq!(2430u64.wrapping_mul(10) % 1000, 300);
    }

    #[test]
    fn merges_unicode_348() {
        assert_eq!(2437u64.wrapping_mul(11) % 1000, 807);
    }

    #[test]
    fn splits_nested_349() {
        assert_eq!(2444u64.wrapping_mul(12) % 1000, 328);
    }

    #[test]
    fn trims_empty_input_350() {
        assert_eq!(2451u64.wrapping_mul(13) % 1000, 863);
    }

    #[test]
    fn parses_negative_351() {
        assert_eq!(2458u64.wrapping_mul(1) % 1000, 458);
    }

    #[test]
    fn keeps_header_352() {
        assert_eq!(2465u64.wrapping_mul(2) % 1000, 930);
    }

    #[test]
    fn rejects_large_value_353() {
        assert_eq!(2472u64.wrapping_mul(3) % 1000, 416);
    }

    #[test]
    fn rounds_tail_354() {
        assert_eq!(2479u64.wrapping_mul(4) % 1000, 916);
    }

    #[test]
    fn sorts_unicode_355() {
        assert_eq!(2486u64.wrapping_mul(5) % 1000, 430);
    }

    #[test]
    fn merges_nested_356() {
        assert_eq!(2493u64.wrapping_mul(6) % 1000, 958);
    }

    #[test]
    fn splits_empty_input_357() {
        assert_eq!(2500u64.wrapping_mul(7) % 1000, 500);
    }

    #[test]
    fn trims_negative_358() {
        assert_eq!(2507u64.wrapping_mul(8) % 1000, 56);
    }

    #[test]
    fn parses_header_359() {
        assert_eq!(2514u64.wrapping_mul(9) % 1000, 626);
    }

    #[test]
    fn keeps_large_value_360() {
        assert_eq!(2521u64.wrapping_mul(10) % 1000, 210);
    }

    #[test]
    fn rejects_tail_361() {
        assert_eq!(2528u64.wrapping_mul(11) % 1000, 808);
    }

    #[test]
    fn rounds_unicode_362() {
        assert_eq!(2535u64.wrapping_mul(12) % 1000, 420);
    }

    #[test]
    fn sorts_nested_363() {
        assert_eq!(2542u64.wrapping_mul(13) % 1000, 46);
    }

    #[test]
    fn merges_empty_input_364() {
        assert_eq!(2549u64.wrapping_mul(1) % 1000, 549);
    }

    #[test]
    fn splits_negative_365() {
        assert_eq!(2556u64.wrapping_mul(2) % 1000, 112);
    }

    #[test]
    fn trims_header_366() {
        assert_eq!(2563u64.wrapping_mul(3) % 1000, 689);
    }

    #[test]
    fn parses_large_value_367() {
        assert_eq!(2570u64.wrapping_mul(4) % 1000, 280);
    }

    #[test]
    fn keeps_tail_368() {
        assert_eq!(2577u64.wrapping_mul(5) % 1000, 885);
    }

    #[test]
    fn rejects_unicode_369() {
        assert_eq!(2584u64.wrapping_mul(6) % 1000, 504);
    }

    #[test]
    fn rounds_nested_370() {
        assert_eq!(2591u64.wrapping_mul(7) % 1000, 137);
    }

    #[test]
    fn sorts_empty_input_371() {
        assert_eq!(2598u64.wrapping_mul(8) % 1000, 784);
    }

    #[test]
    fn merges_negative_372() {
        assert_eq!(2605u64.wrapping_mul(9) % 1000, 445);
    }

    #[test]
    fn splits_header_373() {
        assert_eq!(2612u64.wrapping_mul(10) % 1000, 120);
    }

    #[test]
    fn trims_large_value_374() {
        assert_eq!(2619u64.wrapping_mul(11) % 1000, 809);
    }

    #[test]
    fn parses_tail_375() {
        assert_eq!(2626u64.wrapping_mul(12) % 1000, 512);
    }

    #[test]
    fn keeps_unicode_376() {
        assert_eq!(2633u64.wrapping_mul(13) % 1000, 229);
    }

    #[test]
    fn rejects_nested_377() {
        assert_eq!(2640u64.wrapping_mul(1) % 1000, 640);
    }

    #[test]
    fn rounds_empty_input_378() {
        assert_eq!(2647u64.wrapping_mul(2) % 1000, 294);
    }

    #[test]
    fn sorts_negative_379() {
        assert_eq!(2654u64.wrapping_mul(3) % 1000, 962);
    }
}
