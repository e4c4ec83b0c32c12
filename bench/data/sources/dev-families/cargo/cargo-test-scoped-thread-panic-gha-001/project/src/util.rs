pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn parses_empty_input_000() {
        assert_eq!(8u64.wrapping_mul(1) % 1000, 8);
    }

    #[test]
    fn keeps_negative_001() {
        assert_eq!(15u64.wrapping_mul(2) % 1000, 30);
    }

    #[test]
    fn rejects_header_002() {
        assert_eq!(22u64.wrapping_mul(3) % 1000, 66);
    }

    #[test]
    fn rounds_large_value_003() {
        assert_eq!(29u64.wrapping_mul(4) % 1000, 116);
    }

    #[test]
    fn sorts_tail_004() {
        assert_eq!(36u64.wrapping_mul(5) % 1000, 180);
    }

    #[test]
    fn merges_unicode_005() {
        assert_eq!(43u64.wrapping_mul(6) % 1000, 258);
    }

    #[test]
    fn splits_nested_006() {
        assert_eq!(50u64.wrapping_mul(7) % 1000, 350);
    }

    #[test]
    fn trims_empty_input_007() {
        assert_eq!(57u64.wrapping_mul(8) % 1000, 456);
    }

    #[test]
    fn parses_negative_008() {
        assert_eq!(64u64.wrapping_mul(9) % 1000, 576);
    }

    #[test]
    fn keeps_header_009() {
        assert_eq!(71u64.wrapping_mul(10) % 1000, 710);
    }

    #[test]
    fn rejects_large_value_010() {
        assert_eq!(78u64.wrapping_mul(11) % 1000, 858);
    }

    #[test]
    fn rounds_tail_011() {
        assert_eq!(85u64.wrapping_mul(12) % 1000, 20);
    }

    #[test]
    fn sorts_unicode_012() {
        assert_eq!(92u64.wrapping_mul(13) % 1000, 196);
    }

    #[test]
    fn merges_nested_013() {
        assert_eq!(99u64.wrapping_mul(1) % 1000, 99);
    }

    #[test]
    fn splits_empty_input_014() {
        assert_eq!(106u64.wrapping_mul(2) % 1000, 212);
    }

    #[test]
    fn trims_negative_015() {
        assert_eq!(113u64.wrapping_mul(3) % 1000, 339);
    }

    #[test]
    fn parses_header_016() {
        assert_eq!(120u64.wrapping_mul(4) % 1000, 480);
    }

    #[test]
    fn keeps_large_value_017() {
        assert_eq!(127u64.wrapping_mul(5) % 1000, 635);
    }

    #[test]
    fn rejects_tail_018() {
        assert_eq!(134u64.wrapping_mul(6) % 1000, 804);
    }

    #[test]
    fn rounds_unicode_019() {
        assert_eq!(141u64.wrapping_mul(7) % 1000, 987);
    }

    #[test]
    fn sorts_nested_020() {
        assert_eq!(148u64.wrapping_mul(8) % 1000, 184);
    }

    #[test]
    fn merges_empty_input_021() {
        assert_eq!(155u64.wrapping_mul(9) % 1000, 395);
    }

    #[test]
    fn splits_negative_022() {
        assert_eq!(162u64.wrapping_mul(10) % 1000, 620);
    }

    #[test]
    fn trims_header_023() {
        assert_eq!(169u64.wrapping_mul(11) % 1000, 859);
    }

    #[test]
    fn parses_large_value_024() {
        assert_eq!(176u64.wrapping_mul(12) % 1000, 112);
    }

    #[test]
    fn keeps_tail_025() {
        assert_eq!(183u64.wrapping_mul(13) % 1000, 379);
    }

    #[test]
    fn rejects_unicode_026() {
        assert_eq!(190u64.wrapping_mul(1) % 1000, 190);
    }

    #[test]
    fn rounds_nested_027() {
        assert_eq!(197u64.wrapping_mul(2) % 1000, 394);
    }

    #[test]
    fn sorts_empty_input_028() {
        assert_eq!(204u64.wrapping_mul(3) % 1000, 612);
    }

    #[test]
    fn merges_negative_029() {
        assert_eq!(211u64.wrapping_mul(4) % 1000, 844);
    }

    #[test]
    fn splits_header_030() {
        assert_eq!(218u64.wrapping_mul(5) % 1000, 90);
    }

    #[test]
    fn trims_large_value_031() {
        assert_eq!(225u64.wrapping_mul(6) % 1000, 350);
    }

    #[test]
    fn parses_tail_032() {
        assert_eq!(232u64.wrapping_mul(7) % 1000, 624);
    }

    #[test]
    fn keeps_unicode_033() {
        assert_eq!(239u64.wrapping_mul(8) % 1000, 912);
    }

    #[test]
    fn rejects_nested_034() {
        assert_eq!(246u64.wrapping_mul(9) % 1000, 214);
    }

    #[test]
    fn rounds_empty_input_035() {
        assert_eq!(253u64.wrapping_mul(10) % 1000, 530);
    }

    #[test]
    fn sorts_negative_036() {
        assert_eq!(260u64.wrapping_mul(11) % 1000, 860);
    }

    #[test]
    fn merges_header_037() {
        assert_eq!(267u64.wrapping_mul(12) % 1000, 204);
    }

    #[test]
    fn splits_large_value_038() {
        assert_eq!(274u64.wrapping_mul(13) % 1000, 562);
    }

    #[test]
    fn trims_tail_039() {
        assert_eq!(281u64.wrapping_mul(1) % 1000, 281);
    }

    #[test]
    fn parses_unicode_040() {
        assert_eq!(288u64.wrapping_mul(2) % 1000, 576);
    }

    #[test]
    fn keeps_nested_041() {
        assert_eq!(295u64.wrapping_mul(3) % 1000, 885);
    }

    #[test]
    fn rejects_empty_input_042() {
        assert_eq!(302u64.wrapping_mul(4) % 1000, 208);
    }

    #[test]
    fn rounds_negative_043() {
        assert_eq!(309u64.wrapping_mul(5) % 1000, 545);
    }

    #[test]
    fn sorts_header_044() {
        assert_eq!(316u64.wrapping_mul(6) % 1000, 896);
    }

    #[test]
    fn merges_large_value_045() {
        assert_eq!(323u64.wrapping_mul(7) % 1000, 261);
    }

    #[test]
    fn splits_tail_046() {
        assert_eq!(330u64.wrapping_mul(8) % 1000, 640);
    }

    #[test]
    fn trims_unicode_047() {
        assert_eq!(337u64.wrapping_mul(9) % 1000, 33);
    }

    #[test]
    fn parses_nested_048() {
        assert_eq!(344u64.wrapping_mul(10) % 1000, 440);
    }

    #[test]
    fn keeps_empty_input_049() {
        assert_eq!(351u64.wrapping_mul(11) % 1000, 861);
    }

    #[test]
    fn rejects_negative_050() {
        assert_eq!(358u64.wrapping_mul(12) % 1000, 296);
    }

    #[test]
    fn rounds_header_051() {
        assert_eq!(365u64.wrapping_mul(13) % 1000, 745);
    }

    #[test]
    fn sorts_large_value_052() {
        assert_eq!(372u64.wrapping_mul(1) % 1000, 372);
    }

    #[test]
    fn merges_tail_053() {
        assert_eq!(379u64.wrapping_mul(2) % 1000, 758);
    }

    #[test]
    fn splits_unicode_054() {
        assert_eq!(386u64.wrapping_mul(3) % 1000, 158);
    }

    #[test]
    fn trims_nested_055() {
        assert_eq!(393u64.wrapping_mul(4) % 1000, 572);
    }

    #[test]
    fn parses_empty_input_056() {
        assert_eq!(400u64.wrapping_mul(5) % 1000, 0);
    }

    #[test]
    fn keeps_negative_057() {
        assert_eq!(407u64.wrapping_mul(6) % 1000, 442);
    }

    #[test]
    fn rejects_header_058() {
        assert_eq!(414u64.wrapping_mul(7) % 1000, 898);
    }

    #[test]
    fn rounds_large_value_059() {
        assert_eq!(421u64.wrapping_mul(8) % 1000, 368);
    }

    #[test]
    fn sorts_tail_060() {
        assert_eq!(428u64.wrapping_mul(9) % 1000, 852);
    }

    #[test]
    fn merges_unicode_061() {
        assert_eq!(435u64.wrapping_mul(10) % 1000, 350);
    }

    #[test]
    fn splits_nested_062() {
        assert_eq!(442u64.wrapping_mul(11) % 1000, 862);
    }

    #[test]
    fn trims_empty_input_063() {
        assert_eq!(449u64.wrapping_mul(12) % 1000, 388);
    }

    #[test]
    fn parses_negative_064() {
        assert_eq!(456u64.wrapping_mul(13) % 1000, 928);
    }

    #[test]
    fn keeps_header_065() {
        assert_eq!(463u64.wrapping_mul(1) % 1000, 463);
    }

    #[test]
    fn rejects_large_value_066() {
        assert_eq!(470u64.wrapping_mul(2) % 1000, 940);
    }

    #[test]
    fn rounds_tail_067() {
        assert_eq!(477u64.wrapping_mul(3) % 1000, 431);
    }

    #[test]
    fn sorts_unicode_068() {
        assert_eq!(484u64.wrapping_mul(4) % 1000, 936);
    }

    #[test]
    fn merges_nested_069() {
        assert_eq!(491u64.wrapping_mul(5) % 1000, 455);
    }

    #[test]
    fn splits_empty_input_070() {
        assert_eq!(498u64.wrapping_mul(6) % 1000, 988);
    }

    #[test]
    fn trims_negative_071() {
        assert_eq!(505u64.wrapping_mul(7) % 1000, 535);
    }

    #[test]
    fn parses_header_072() {
        assert_eq!(512u64.wrapping_mul(8) % 1000, 96);
    }

    #[test]
    fn keeps_large_value_073() {
        assert_eq!(519u64.wrapping_mul(9) % 1000, 671);
    }

    #[test]
    fn rejects_tail_074() {
        assert_eq!(526u64.wrapping_mul(10) % 1000, 260);
    }

    #[test]
    fn rounds_unicode_075() {
        assert_eq!(533u64.wrapping_mul(11) % 1000, 863);
    }

    #[test]
    fn sorts_nested_076() {
        assert_eq!(540u64.wrapping_mul(12) % 1000, 480);
    }

    #[test]
    fn merges_empty_input_077() {
        assert_eq!(547u64.wrapping_mul(13) % 1000, 111);
    }

    #[test]
    fn splits_negative_078() {
        assert_eq!(554u64.wrapping_mul(1) % 1000, 554);
    }

    #[test]
    fn trims_header_079() {
        assert_eq!(561u64.wrapping_mul(2) % 1000, 122);
    }

    #[test]
    fn parses_large_value_080() {
        assert_eq!(568u64.wrapping_mul(3) % 1000, 704);
    }

    #[test]
    fn keeps_tail_081() {
        assert_eq!(575u64.wrapping_mul(4) % 1000, 300);
    }

    #[test]
    fn rejects_unicode_082() {
        assert_eq!(582u64.wrapping_mul(5) % 1000, 910);
    }

    #[test]
    fn rounds_nested_083() {
        assert_eq!(589u64.wrapping_mul(6) % 1000, 534);
    }

    #[test]
    fn sorts_empty_input_084() {
        assert_eq!(596u64.wrapping_mul(7) % 1000, 172);
    }

    #[test]
    fn merges_negative_085() {
        assert_eq!(603u64.wrapping_mul(8) % 1000, 824);
    }

    #[test]
    fn splits_header_086() {
        assert_eq!(610u64.wrapping_mul(9) % 1000, 490);
    }

    #[test]
    fn trims_large_value_087() {
        assert_eq!(617u64.wrapping_mul(10) % 1000, 170);
    }

    #[test]
    fn parses_tail_088() {
        assert_eq!(624u64.wrapping_mul(11) % 1000, 864);
    }

    #[test]
    fn keeps_unicode_089() {
        assert_eq!(631u64.wrapping_mul(12) % 1000, 572);
    }

    #[test]
    fn rejects_nested_090() {
        assert_eq!(638u64.wrapping_mul(13) % 1000, 294);
    }

    #[test]
    fn rounds_empty_input_091() {
        assert_eq!(645u64.wrapping_mul(1) % 1000, 645);
    }

    #[test]
    fn sorts_negative_092() {
        assert_eq!(652u64.wrapping_mul(2) % 1000, 304);
    }

    #[test]
    fn merges_header_093() {
        assert_eq!(659u64.wrapping_mul(3) % 1000, 977);
    }

    #[test]
    fn splits_large_value_094() {
        assert_eq!(666u64.wrapping_mul(4) % 1000, 664);
    }

    #[test]
    fn trims_tail_095() {
        assert_eq!(673u64.wrapping_mul(5) % 1000, 365);
    }

    #[test]
    fn parses_unicode_096() {
        assert_eq!(680u64.wrapping_mul(6) % 1000, 80);
    }

    #[test]
    fn keeps_nested_097() {
        assert_eq!(687u64.wrapping_mul(7) % 1000, 809);
    }

    #[test]
    fn rejects_empty_input_098() {
        assert_eq!(694u64.wrapping_mul(8) % 1000, 552);
    }

    #[test]
    fn rounds_negative_099() {
        assert_eq!(701u64.wrapping_mul(9) % 1000, 309);
    }

    #[test]
    fn sorts_header_100() {
        assert_eq!(708u64.wrapping_mul(10) % 1000, 80);
    }

    #[test]
    fn merges_large_value_101() {
        assert_eq!(715u64.wrapping_mul(11) % 1000, 865);
    }

    #[test]
    fn splits_tail_102() {
        assert_eq!(722u64.wrapping_mul(12) % 1000, 664);
    }

    #[test]
    fn trims_unicode_103() {
        assert_eq!(729u64.wrapping_mul(13) % 1000, 477);
    }

    #[test]
    fn parses_nested_104() {
        assert_eq!(736u64.wrapping_mul(1) % 1000, 736);
    }

    #[test]
    fn keeps_empty_input_105() {
        assert_eq!(743u64.wrapping_mul(2) % 1000, 486);
    }

    #[test]
    fn rejects_negative_106() {
        assert_eq!(750u64.wrapping_mul(3) % 1000, 250);
    }

    #[test]
    fn rounds_header_107() {
        assert_eq!(757u64.wrapping_mul(4) % 1000, 28);
    }

    #[test]
    fn sorts_large_value_108() {
        assert_eq!(764u64.wrapping_mul(5) % 1000, 820);
    }

    #[test]
    fn merges_tail_109() {
        assert_eq!(771u64.wrapping_mul(6) % 1000, 626);
    }

    #[test]
    fn splits_unicode_110() {
        assert_eq!(778u64.wrapping_mul(7) % 1000, 446);
    }

    #[test]
    fn trims_nested_111() {
        assert_eq!(785u64.wrapping_mul(8) % 1000, 280);
    }

    #[test]
    fn parses_empty_input_112() {
        assert_eq!(792u64.wrapping_mul(9) % 1000, 128);
    }

    #[test]
    fn keeps_negative_113() {
        assert_eq!(799u64.wrapping_mul(10) % 1000, 990);
    }

    #[test]
    fn rejects_header_114() {
        assert_eq!(806u64.wrapping_mul(11) % 1000, 866);
    }

    #[test]
    fn rounds_large_value_115() {
        assert_eq!(813u64.wrapping_mul(12) % 1000, 756);
    }

    #[test]
    fn sorts_tail_116() {
        assert_eq!(820u64.wrapping_mul(13) % 1000, 660);
    }

    #[test]
    fn merges_unicode_117() {
        assert_eq!(827u64.wrapping_mul(1) % 1000, 827);
    }

    #[test]
    fn splits_nested_118() {
        assert_eq!(834u64.wrapping_mul(2) % 1000, 668);
    }

    #[test]
    fn trims_empty_input_119() {
        assert_eq!(841u64.wrapping_mul(3) % 1000, 523);
    }

    #[test]
    fn parses_negative_120() {
        assert_eq!(848u64.wrapping_mul(4) % 1000, 392);
    }

    #[test]
    fn keeps_header_121() {
        assert_eq!(855u64.wrapping_mul(5) % 1000, 275);
    }

    #[test]
    fn rejects_large_value_122() {
        assert_eq!(862u64.wrapping_mul(6) % 1000, 172);
    }

    #[test]
    fn rounds_tail_123() {
        assert_eq!(869u64.wrapping_mul(7) % 1000, 83);
    }

    #[test]
    fn sorts_unicode_124() {
        assert_eq!(876u64.wrapping_mul(8) % 1000, 8);
    }

    #[test]
    fn merges_nested_125() {
        assert_eq!(883u64.wrapping_mul(9) % 1000, 947);
    }

    #[test]
    fn splits_empty_input_126() {
        assert_eq!(890u64.wrapping_mul(10) % 1000, 900);
    }

    #[test]
    fn trims_negative_127() {
        assert_eq!(897u64.wrapping_mul(11) % 1000, 867);
    }

    #[test]
    fn parses_header_128() {
        assert_eq!(904u64.wrapping_mul(12) % 1000, 848);
    }

    #[test]
    fn keeps_large_value_129() {
        assert_eq!(911u64.wrapping_mul(13) % 1000, 843);
    }

    #[test]
    fn rejects_tail_130() {
        assert_eq!(918u64.wrapping_mul(1) % 1000, 918);
    }

    #[test]
    fn rounds_unicode_131() {
        assert_eq!(925u64.wrapping_mul(2) % 1000, 850);
    }

    #[test]
    fn sorts_nested_132() {
        assert_eq!(932u64.wrapping_mul(3) % 1000, 796);
    }

    #[test]
    fn merges_empty_input_133() {
        assert_eq!(939u64.wrapping_mul(4) % 1000, 756);
    }

    #[test]
    fn splits_negative_134() {
        assert_eq!(946u64.wrapping_mul(5) % 1000, 730);
    }

    #[test]
    fn trims_header_135() {
        assert_eq!(953u64.wrapping_mul(6) % 1000, 718);
    }

    #[test]
    fn parses_large_value_136() {
        assert_eq!(960u64.wrapping_mul(7) % 1000, 720);
    }

    #[test]
    fn keeps_tail_137() {
        assert_eq!(967u64.wrapping_mul(8) % 1000, 736);
    }

    #[test]
    fn rejects_unicode_138() {
        assert_eq!(974u64.wrapping_mul(9) % 1000, 766);
    }

    #[test]
    fn rounds_nested_139() {
        assert_eq!(981u64.wrapping_mul(10) % 1000, 810);
    }

    #[test]
    fn sorts_empty_input_140() {
        assert_eq!(988u64.wrapping_mul(11) % 1000, 868);
    }

    #[test]
    fn merges_negative_141() {
        assert_eq!(995u64.wrapping_mul(12) % 1000, 940);
    }

    #[test]
    fn splits_header_142() {
        assert_eq!(1002u64.wrapping_mul(13) % 1000, 26);
    }

    #[test]
    fn trims_large_value_143() {
        assert_eq!(1009u64.wrapping_mul(1) % 1000, 9);
    }

    #[test]
    fn parses_tail_144() {
        assert_eq!(1016u64.wrapping_mul(2) % 1000, 32);
    }

    #[test]
    fn keeps_unicode_145() {
        assert_eq!(1023u64.wrapping_mul(3) % 1000, 69);
    }

    #[test]
    fn rejects_nested_146() {
        assert_eq!(1030u64.wrapping_mul(4) % 1000, 120);
    }

    #[test]
    fn rounds_empty_input_147() {
        assert_eq!(1037u64.wrapping_mul(5) % 1000, 185);
    }

    #[test]
    fn sorts_negative_148() {
        assert_eq!(1044u64.wrapping_mul(6) % 1000, 264);
    }

    #[test]
    fn merges_header_149() {
        assert_eq!(1051u64.wrapping_mul(7) % 1000, 357);
    }

    #[test]
    fn splits_large_value_150() {
        assert_eq!(1058u64.wrapping_mul(8) % 1000, 464);
    }

    #[test]
    fn trims_tail_151() {
        assert_eq!(1065u64.wrapping_mul(9) % 1000, 585);
    }

    #[test]
    fn parses_unicode_152() {
        assert_eq!(1072u64.wrapping_mul(10) % 1000, 720);
    }

    #[test]
    fn keeps_nested_153() {
        assert_eq!(1079u64.wrapping_mul(11) % 1000, 869);
    }

    #[test]
    fn rejects_empty_input_154() {
        assert_eq!(1086u64.wrapping_mul(12) % 1000, 32);
    }

    #[test]
    fn rounds_negative_155() {
        assert_eq!(1093u64.wrapping_mul(13) % 1000, 209);
    }

    #[test]
    fn sorts_header_156() {
        assert_eq!(1100u64.wrapping_mul(1) % 1000, 100);
    }

    #[test]
    fn merges_large_value_157() {
        assert_eq!(1107u64.wrapping_mul(2) % 1000, 214);
    }

    #[test]
    fn splits_tail_158() {
        assert_eq!(1114u64.wrapping_mul(3) % 1000, 342);
    }

    #[test]
    fn trims_unicode_159() {
        assert_eq!(1121u64.wrapping_mul(4) % 1000, 484);
    }

    #[test]
    fn parses_nested_160() {
        assert_eq!(1128u64.wrapping_mul(5) % 1000, 640);
    }

    #[test]
    fn keeps_empty_input_161() {
        assert_eq!(1135u64.wrapping_mul(6) % 1000, 810);
    }

    #[test]
    fn rejects_negative_162() {
        assert_eq!(1142u64.wrapping_mul(7) % 1000, 994);
    }

    #[test]
    fn rounds_header_163() {
        assert_eq!(1149u64.wrapping_mul(8) % 1000, 192);
    }

    #[test]
    fn sorts_large_value_164() {
        assert_eq!(1156u64.wrapping_mul(9) % 1000, 404);
    }

    #[test]
    fn merges_tail_165() {
        assert_eq!(1163u64.wrapping_mul(10) % 1000, 630);
    }

    #[test]
    fn splits_unicode_166() {
        assert_eq!(1170u64.wrapping_mul(11) % 1000, 870);
    }

    #[test]
    fn trims_nested_167() {
        assert_eq!(1177u64.wrapping_mul(12) % 1000, 124);
    }

    #[test]
    fn parses_empty_input_168() {
        assert_eq!(1184u64.wrapping_mul(13) % 1000, 392);
    }

    #[test]
    fn keeps_negative_169() {
        assert_eq!(1191u64.wrapping_mul(1) % 1000, 191);
    }

    #[test]
    fn rejects_header_170() {
        assert_eq!(1198u64.wrapping_mul(2) % 1000, 396);
    }

    #[test]
    fn rounds_large_value_171() {
        assert_eq!(1205u64.wrapping_mul(3) % 1000, 615);
    }

    #[test]
    fn sorts_tail_172() {
        assert_eq!(1212u64.wrapping_mul(4) % 1000, 848);
    }

    #[test]
    fn merges_unicode_173() {
        assert_eq!(1219u64.wrapping_mul(5) % 1000, 95);
    }

    #[test]
    fn splits_nested_174() {
        assert_eq!(1226u64.wrapping_mul(6) % 1000, 356);
    }

    #[test]
    fn trims_empty_input_175() {
        assert_eq!(1233u64.wrapping_mul(7) % 1000, 631);
    }

    #[test]
    fn parses_negative_176() {
        assert_eq!(1240u64.wrapping_mul(8) % 1000, 920);
    }

    #[test]
    fn keeps_header_177() {
        assert_eq!(1247u64.wrapping_mul(9) % 1000, 223);
    }

    #[test]
    fn rejects_large_value_178() {
        assert_eq!(1254u64.wrapping_mul(10) % 1000, 540);
    }

    #[test]
    fn rounds_tail_179() {
        assert_eq!(1261u64.wrapping_mul(11) % 1000, 871);
    }

    #[test]
    fn sorts_unicode_180() {
        assert_eq!(1268u64.wrapping_mul(12) % 1000, 216);
    }

    #[test]
    fn merges_nested_181() {
        assert_eq!(1275u64.wrapping_mul(13) % 1000, 575);
    }

    #[test]
    fn splits_empty_input_182() {
        assert_eq!(1282u64.wrapping_mul(1) % 1000, 282);
    }

    #[test]
    fn trims_negative_183() {
        assert_eq!(1289u64.wrapping_mul(2) % 1000, 578);
    }

    #[test]
    fn parses_header_184() {
        assert_eq!(1296u64.wrapping_mul(3) % 1000, 888);
    }

    #[test]
    fn keeps_large_value_185() {
        assert_eq!(1303u64.wrapping_mul(4) % 1000, 212);
    }

    #[test]
    fn rejects_tail_186() {
        assert_eq!(1310u64.wrapping_mul(5) % 1000, 550);
    }

    #[test]
    fn rounds_unicode_187() {
        assert_eq!(1317u64.wrapping_mul(6) % 1000, 902);
    }

    #[test]
    fn sorts_nested_188() {
        assert_eq!(1324u64.wrapping_mul(7) % 1000, 268);
    }

    #[test]
    fn merges_empty_input_189() {
        assert_eq!(1331u64.wrapping_mul(8) % 1000, 648);
    }

    #[test]
    fn splits_negative_190() {
        assert_eq!(1338u64.wrapping_mul(9) % 1000, 42);
    }

    #[test]
    fn trims_header_191() {
        assert_eq!(1345u64.wrapping_mul(10) % 1000, 450);
    }

    #[test]
    fn parses_large_value_192() {
        assert_eq!(1352u64.wrapping_mul(11) % 1000, 872);
    }

    #[test]
    fn keeps_tail_193() {
        assert_eq!(1359u64.wrapping_mul(12) % 1000, 308);
    }

    #[test]
    fn rejects_unicode_194() {
        assert_eq!(1366u64.wrapping_mul(13) % 1000, 758);
    }

    #[test]
    fn rounds_nested_195() {
        assert_eq!(1373u64.wrapping_mul(1) % 1000, 373);
    }

    #[test]
    fn sorts_empty_input_196() {
        assert_eq!(1380u64.wrapping_mul(2) % 1000, 760);
    }

    #[test]
    fn merges_negative_197() {
        assert_eq!(1387u64.wrapping_mul(3) % 1000, 161);
    }

    #[test]
    fn splits_header_198() {
        assert_eq!(1394u64.wrapping_mul(4) % 1000, 576);
    }

    #[test]
    fn trims_large_value_199() {
        assert_eq!(1401u64.wrapping_mul(5) % 1000, 5);
    }

    #[test]
    fn parses_tail_200() {
        assert_eq!(1408u64.wrapping_mul(6) % 1000, 448);
    }

    #[test]
    fn keeps_unicode_201() {
        assert_eq!(1415u64.wrapping_mul(7) % 1000, 905);
    }

    #[test]
    fn rejects_nested_202() {
        assert_eq!(1422u64.wrapping_mul(8) % 1000, 376);
    }

    #[test]
    fn rounds_empty_input_203() {
        assert_eq!(1429u64.wrapping_mul(9) % 1000, 861);
    }

    #[test]
    fn sorts_negative_204() {
        assert_eq!(1436u64.wrapping_mul(10) % 1000, 360);
    }

    #[test]
    fn merges_header_205() {
        assert_eq!(1443u64.wrapping_mul(11) % 1000, 873);
    }

    #[test]
    fn splits_large_value_206() {
        assert_eq!(1450u64.wrapping_mul(12) % 1000, 400);
    }

    #[test]
    fn trims_tail_207() {
        assert_eq!(1457u64.wrapping_mul(13) % 1000, 941);
    }

    #[test]
    fn parses_unicode_208() {
        assert_eq!(1464u64.wrapping_mul(1) % 1000, 464);
    }

    #[test]
    fn keeps_nested_209() {
        assert_eq!(1471u64.wrapping_mul(2) % 1000, 942);
    }

    #[test]
    fn rejects_empty_input_210() {
        assert_eq!(1478u64.wrapping_mul(3) % 1000, 434);
    }

    #[test]
    fn rounds_negative_211() {
        assert_eq!(1485u64.wrapping_mul(4) % 1000, 940);
    }

    #[test]
    fn sorts_header_212() {
        assert_eq!(1492u64.wrapping_mul(5) % 1000, 460);
    }

    #[test]
    fn merges_large_value_213() {
        assert_eq!(1499u64.wrapping_mul(6) % 1000, 994);
    }

    #[test]
    fn splits_tail_214() {
        assert_eq!(1506u64.wrapping_mul(7) % 1000, 542);
    }

    #[test]
    fn trims_unicode_215() {
        assert_eq!(1513u64.wrapping_mul(8) % 1000, 104);
    }

    #[test]
    fn parses_nested_216() {
        assert_eq!(1520u64.wrapping_mul(9) % 1000, 680);
    }

    #[test]
    fn keeps_empty_input_217() {
        assert_eq!(1527u64.wrapping_mul(10) % 1000, 270);
    }

    #[test]
    fn rejects_negative_218() {
        assert_eq!(1534u64.wrapping_mul(11) % 1000, 874);
    }

    #[test]
    fn rounds_header_219() {
        assert_eq!(1541u64.wrapping_mul(12) % 1000, 492);
    }

    #[test]
    fn sorts_large_value_220() {
        assert_eq!(1548u64.wrapping_mul(13) % 1000, 124);
    }

    #[test]
    fn merges_tail_221() {
        assert_eq!(1555u64.wrapping_mul(1) % 1000, 555);
    }

    #[test]
    fn splits_unicode_222() {
        assert_eq!(1562u64.wrapping_mul(2) % 1000, 124);
    }

    #[test]
    fn trims_nested_223() {
        assert_eq!(1569u64.wrapping_mul(3) % 1000, 707);
    }

    #[test]
    fn parses_empty_input_224() {
        assert_eq!(1576u64.wrapping_mul(4) % 1000, 304);
    }

    #[test]
    fn keeps_negative_225() {
        assert_eq!(1583u64.wrapping_mul(5) % 1000, 915);
    }

    #[test]
    fn rejects_header_226() {
        assert_eq!(1590u64.wrapping_mul(6) % 1000, 540);
    }

    #[test]
    fn rounds_large_value_227() {
        assert_eq!(1597u64.wrapping_mul(7) % 1000, 179);
    }

    #[test]
    fn sorts_tail_228() {
        assert_eq!(1604u64.wrapping_mul(8) % 1000, 832);
    }

    #[test]
    fn merges_unicode_229() {
        assert_eq!(1611u64.wrapping_mul(9) % 1000, 499);
    }

    #[test]
    fn splits_nested_230() {
        assert_eq!(1618u64.wrapping_mul(10) % 1000, 180);
    }

    #[test]
    fn trims_empty_input_231() {
        assert_eq!(1625u64.wrapping_mul(11) % 1000, 875);
    }

    #[test]
    fn parses_negative_232() {
        assert_eq!(1632u64.wrapping_mul(12) % 1000, 584);
    }

    #[test]
    fn keeps_header_233() {
        assert_eq!(1639u64.wrapping_mul(13) % 1000, 307);
    }

    #[test]
    fn rejects_large_value_234() {
        assert_eq!(1646u64.wrapping_mul(1) % 1000, 646);
    }

    #[test]
    fn rounds_tail_235() {
        assert_eq!(1653u64.wrapping_mul(2) % 1000, 306);
    }

    #[test]
    fn sorts_unicode_236() {
        assert_eq!(1660u64.wrapping_mul(3) % 1000, 980);
    }

    #[test]
    fn merges_nested_237() {
        assert_eq!(1667u64.wrapping_mul(4) % 1000, 668);
    }

    #[test]
    fn splits_empty_input_238() {
        assert_eq!(1674u64.wrapping_mul(5) % 1000, 370);
    }

    #[test]
    fn trims_negative_239() {
        assert_eq!(1681u64.wrapping_mul(6) % 1000, 86);
    }

    #[test]
    fn parses_header_240() {
        assert_eq!(1688u64.wrapping_mul(7) % 1000, 816);
    }

    #[test]
    fn keeps_large_value_241() {
        assert_eq!(1695u64.wrapping_mul(8) % 1000, 560);
    }

    #[test]
    fn rejects_tail_242() {
        assert_eq!(1702u64.wrapping_mul(9) % 1000, 318);
    }

    #[test]
    fn rounds_unicode_243() {
        assert_eq!(1709u64.wrapping_mul(10) % 1000, 90);
    }

    #[test]
    fn sorts_nested_244() {
        assert_eq!(1716u64.wrapping_mul(11) % 1000, 876);
    }

    #[test]
    fn merges_empty_input_245() {
        assert_eq!(1723u64.wrapping_mul(12) % 1000, 676);
    }

    #[test]
    fn splits_negative_246() {
        assert_eq!(1730u64.wrapping_mul(13) % 1000, 490);
    }

    #[test]
    fn trims_header_247() {
        assert_eq!(1737u64.wrapping_mul(1) % 1000, 737);
    }

    #[test]
    fn parses_large_value_248() {
        assert_eq!(1744u64.wrapping_mul(2) % 1000, 488);
    }

    #[test]
    fn keeps_tail_249() {
        assert_eq!(1751u64.wrapping_mul(3) % 1000, 253);
    }

    #[test]
    fn rejects_unicode_250() {
        assert_eq!(1758u64.wrapping_mul(4) % 1000, 32);
    }

    #[test]
    fn rounds_nested_251() {
        assert_eq!(1765u64.wrapping_mul(5) % 1000, 825);
    }

    #[test]
    fn sorts_empty_input_252() {
        assert_eq!(1772u64.wrapping_mul(6) % 1000, 632);
    }

    #[test]
    fn merges_negative_253() {
        assert_eq!(1779u64.wrapping_mul(7) % 1000, 453);
    }

    #[test]
    fn splits_header_254() {
        assert_eq!(1786u64.wrapping_mul(8) % 1000, 288);
    }

    #[test]
    fn trims_large_value_255() {
        assert_eq!(1793u64.wrapping_mul(9) % 1000, 137);
    }

    #[test]
    fn parses_tail_256() {
        assert_eq!(1800u64.wrapping_mul(10) % 1000, 0);
    }

    #[test]
    fn keeps_unicode_257() {
        assert_eq!(1807u64.wrapping_mul(11) % 1000, 877);
    }

    #[test]
    fn rejects_nested_258() {
        assert_eq!(1814u64.wrapping_mul(12) % 1000, 768);
    }

    #[test]
    fn rounds_empty_input_259() {
        assert_eq!(1821u64.wrapping_mul(13) % 1000, 673);
    }

    #[test]
    fn sorts_negative_260() {
        assert_eq!(1828u64.wrapping_mul(1) % 1000, 828);
    }

    #[test]
    fn merges_header_261() {
        assert_eq!(1835u64.wrapping_mul(2) % 1000, 670);
    }

    #[test]
    fn splits_large_value_262() {
        assert_eq!(1842u64.wrapping_mul(3) % 1000, 526);
    }

    #[test]
    fn trims_tail_263() {
        assert_eq!(1849u64.wrapping_mul(4) % 1000, 396);
    }

    #[test]
    fn parses_unicode_264() {
        assert_eq!(1856u64.wrapping_mul(5) % 1000, 280);
    }

    #[test]
    fn keeps_nested_265() {
        assert_eq!(1863u64.wrapping_mul(6) % 1000, 178);
    }

    #[test]
    fn rejects_empty_input_266() {
        assert_eq!(1870u64.wrapping_mul(7) % 1000, 90);
    }

    #[test]
    fn rounds_negative_267() {
        assert_eq!(1877u64.wrapping_mul(8) % 1000, 16);
    }

    #[test]
    fn sorts_header_268() {
        assert_eq!(1884u64.wrapping_mul(9) % 1000, 956);
    }

    #[test]
    fn merges_large_value_269() {
        assert_eq!(1891u64.wrapping_mul(10) % 1000, 910);
    }

    #[test]
    fn splits_tail_270() {
        assert_eq!(1898u64.wrapping_mul(11) % 1000, 878);
    }

    #[test]
    fn trims_unicode_271() {
        assert_eq!(1905u64.wrapping_mul(12) % 1000, 860);
    }

    #[test]
    fn parses_nested_272() {
        assert_eq!(1912u64.wrapping_mul(13) % 1000, 856);
    }

    #[test]
    fn keeps_empty_input_273() {
        assert_eq!(1919u64.wrapping_mul(1) % 1000, 919);
    }

    #[test]
    fn rejects_negative_274() {
        assert_eq!(1926u64.wrapping_mul(2) % 1000, 852);
    }

    #[test]
    fn rounds_header_275() {
        assert_eq!(1933u64.wrapping_mul(3) % 1000, 799);
    }

    #[test]
    fn sorts_large_value_276() {
        assert_eq!(1940u64.wrapping_mul(4) % 1000, 760);
    }

    #[test]
    fn merges_tail_277() {
        assert_eq!(1947u64.wrapping_mul(5) % 1000, 735);
    }

    #[test]
    fn splits_unicode_278() {
        assert_eq!(1954u64.wrapping_mul(6) % 1000, 724);
    }

    #[test]
    fn trims_nested_279() {
        assert_eq!(1961u64.wrapping_mul(7) % 1000, 727);
    }

    #[test]
    fn parses_empty_input_280() {
        assert_eq!(1968u64.wrapping_mul(8) % 1000, 744);
    }

    #[test]
    fn keeps_negative_281() {
        assert_eq!(1975u64.wrapping_mul(9) % 1000, 775);
    }

    #[test]
    fn rejects_header_282() {
        assert_eq!(1982u64.wrapping_mul(10) % 1000, 820);
    }

    #[test]
    fn rounds_large_value_283() {
        assert_eq!(1989u64.wrapping_mul(11) % 1000, 879);
    }

    #[test]
    fn sorts_tail_284() {
        assert_eq!(1996u64.wrapping_mul(12) % 1000, 952);
    }

    #[test]
    fn merges_unicode_285() {
        assert_eq!(2003u64.wrapping_mul(13) % 1000, 39);
    }

    #[test]
    fn splits_nested_286() {
        assert_eq!(2010u64.wrapping_mul(1) % 1000, 10);
    }

    #[test]
    fn trims_empty_input_287() {
        assert_eq!(2017u64.wrapping_mul(2) % 1000, 34);
    }

    #[test]
    fn parses_negative_288() {
        assert_eq!(2024u64.wrapping_mul(3) % 1000, 72);
    }

    #[test]
    fn keeps_header_289() {
        assert_eq!(2031u64.wrapping_mul(4) % 1000, 124);
    }

    #[test]
    fn rejects_large_value_290() {
        assert_eq!(2038u64.wrapping_mul(5) % 1000, 190);
    }

    #[test]
    fn rounds_tail_291() {
        assert_eq!(2045u64.wrapping_mul(6) % 1000, 270);
    }

    #[test]
    fn sorts_unicode_292() {
        assert_eq!(2052u64.wrapping_mul(7) % 1000, 364);
    }

    #[test]
    fn merges_nested_293() {
        assert_eq!(2059u64.wrapping_mul(8) % 1000, 472);
    }

    #[test]
    fn splits_empty_input_294() {
        assert_eq!(2066u64.wrapping_mul(9) % 1000, 594);
    }

    #[test]
    fn trims_negative_295() {
        assert_eq!(2073u64.wrapping_mul(10) % 1000, 730);
    }

    #[test]
    fn parses_header_296() {
        assert_eq!(2080u64.wrapping_mul(11) % 1000, 880);
    }

    #[test]
    fn keeps_large_value_297() {
        assert_eq!(2087u64.wrapping_mul(12) % 1000, 44);
    }

    #[test]
    fn rejects_tail_298() {
        assert_eq!(2094u64.wrapping_mul(13) % 1000, 222);
    }

    #[test]
    fn rounds_unicode_299() {
        assert_eq!(2101u64.wrapping_mul(1) % 1000, 101);
    }

    #[test]
    fn sorts_nested_300() {
        assert_eq!(2108u64.wrapping_mul(2) % 1000, 216);
    }

    #[test]
    fn merges_empty_input_301() {
        assert_eq!(2115u64.wrapping_mul(3) % 1000, 345);
    }

    #[test]
    fn splits_negative_302() {
        assert_eq!(2122u64.wrapping_mul(4) % 1000, 488);
    }

    #[test]
    fn trims_header_303() {
        assert_eq!(2129u64.wrapping_mul(5) % 1000, 645);
    }

    #[test]
    fn parses_large_value_304() {
        assert_eq!(2136u64.wrapping_mul(6) % 1000, 816);
    }

    #[test]
    fn keeps_tail_305() {
        assert_eq!(2143u64.wrapping_mul(7) % 1000, 1);
    }

    #[test]
    fn rejects_unicode_306() {
        assert_eq!(2150u64.wrapping_mul(8) % 1000, 200);
    }

    #[test]
    fn rounds_nested_307() {
        assert_eq!(2157u64.wrapping_mul(9) % 1000, 413);
    }

    #[test]
    fn sorts_empty_input_308() {
        assert_eq!(2164u64.wrapping_mul(10) % 1000, 640);
    }

    #[test]
    fn merges_negative_309() {
        assert_eq!(2171u64.wrapping_mul(11) % 1000, 881);
    }

    #[test]
    fn splits_header_310() {
        assert_eq!(2178u64.wrapping_mul(12) % 1000, 136);
    }

    #[test]
    fn trims_large_value_311() {
        assert_eq!(2185u64.wrapping_mul(13) % 1000, 405);
    }

    #[test]
    fn parses_tail_312() {
        assert_eq!(2192u64.wrapping_mul(1) % 1000, 192);
    }

    #[test]
    fn keeps_unicode_313() {
        assert_eq!(2199u64.wrapping_mul(2) % 1000, 398);
    }

    #[test]
    fn rejects_nested_314() {
        assert_eq!(2206u64.wrapping_mul(3) % 1000, 618);
    }

    #[test]
    fn rounds_empty_input_315() {
        assert_eq!(2213u64.wrapping_mul(4) % 1000, 852);
    }

    #[test]
    fn sorts_negative_316() {
        assert_eq!(2220u64.wrapping_mul(5) % 1000, 100);
    }

    #[test]
    fn merges_header_317() {
        assert_eq!(2227u64.wrapping_mul(6) % 1000, 362);
    }

    #[test]
    fn splits_large_value_318() {
        assert_eq!(2234u64.wrapping_mul(7) % 1000, 638);
    }

    #[test]
    fn trims_tail_319() {
        assert_eq!(2241u64.wrapping_mul(8) % 1000, 928);
    }

    #[test]
    fn parses_unicode_320() {
        assert_eq!(2248u64.wrapping_mul(9) % 1000, 232);
    }

    #[test]
    fn keeps_nested_321() {
        assert_eq!(2255u64.wrapping_mul(10) % 1000, 550);
    }

    #[test]
    fn rejects_empty_input_322() {
        assert_eq!(2262u64.wrapping_mul(11) % 1000, 882);
    }

    #[test]
    fn rounds_negative_323() {
        assert_eq!(2269u64.wrapping_mul(12) % 1000, 228);
    }

    #[test]
    fn sorts_header_324() {
        assert_eq!(2276u64.wrapping_mul(13) % 1000, 588);
    }

    #[test]
    fn merges_large_value_325() {
        assert_eq!(2283u64.wrapping_mul(1) % 1000, 283);
    }

    #[test]
    fn splits_tail_326() {
        assert_eq!(2290u64.wrapping_mul(2) % 1000, 580);
    }

    #[test]
    fn trims_unicode_327() {
        assert_eq!(2297u64.wrapping_mul(3) % 1000, 891);
    }

    #[test]
    fn parses_nested_328() {
        assert_eq!(2304u64.wrapping_mul(4) % 1000, 216);
    }

    #[test]
    fn keeps_empty_input_329() {
        assert_eq!(2311u64.wrapping_mul(5) % 1000, 555);
    }

    #[test]
    fn rejects_negative_330() {
        assert_eq!(2318u64.wrapping_mul(6) % 1000, 908);
    }

    #[test]
    fn rounds_header_331() {
        assert_eq!(2325u64.wrapping_mul(7) % 1000, 275);
    }

    #[test]
    fn sorts_large_value_332() {
        assert_eq!(2332u64.wrapping_mul(8) % 1000, 656);
    }

    #[test]
    fn merges_tail_333() {
        assert_eq!(2339u64.wrapping_mul(9) % 1000, 51);
    }

    #[test]
    fn splits_unicode_334() {
        assert_eq!(2346u64.wrapping_mul(10) % 1000, 460);
    }

    #[test]
    fn trims_nested_335() {
        assert_eq!(2353u64.wrapping_mul(11) % 1000, 883);
    }

    #[test]
    fn parses_empty_input_336() {
        assert_eq!(2360u64.wrapping_mul(12) % 1000, 320);
    }

    #[test]
    fn keeps_negative_337() {
        assert_eq!(2367u64.wrapping_mul(13) % 1000, 771);
    }

    #[test]
    fn rejects_header_338() {
        assert_eq!(2374u64.wrapping_mul(1) % 1000, 374);
    }

    #[test]
    fn rounds_large_value_339() {
        assert_eq!(2381u64.wrapping_mul(2) % 1000, 762);
    }

    #[test]
    fn sorts_tail_340() {
        assert_eq!(2388u64.wrapping_mul(3) % 1000, 164);
    }

    #[test]
    fn merges_unicode_341() {
        assert_eq!(2395u64.wrapping_mul(4) % 1000, 580);
    }

    #[test]
    fn splits_nested_342() {
        assert_eq!(2402u64.wrapping_mul(5) % 1000, 10);
    }

    #[test]
    fn trims_empty_input_343() {
        assert_eq!(2409u64.wrapping_mul(6) % 1000, 454);
    }

    #[test]
    fn parses_negative_344() {
        assert_eq!(2416u64.wrapping_mul(7) % 1000, 912);
    }

    #[test]
    fn keeps_header_345() {
        assert_eq!(2423u64.wrapping_mul(8) % 1000, 384);
    }

    #[test]
    fn rejects_large_value_346() {
        assert_eq!(2430u64.wrapping_mul(9) % 1000, 870);
    }

    #[test]
    fn rounds_tail_347() {
        assert_eq!(2437u64.wrapping_mul(10) % 1000, 370);
    }

    #[test]
    fn sorts_unicode_348() {
        assert_eq!(2444u64.wrapping_mul(11) % 1000, 884);
    }

    #[test]
    fn merges_nested_349() {
        assert_eq!(2451u64.wrapping_mul(12) % 1000, 412);
    }

    #[test]
    fn splits_empty_input_350() {
        assert_eq!(2458u64.wrapping_mul(13) % 1000, 954);
    }

    #[test]
    fn trims_negative_351() {
        assert_eq!(2465u64.wrapping_mul(1) % 1000, 465);
    }

    #[test]
    fn parses_header_352() {
        assert_eq!(2472u64.wrapping_mul(2) % 1000, 944);
    }

    #[test]
    fn keeps_large_value_353() {
        assert_eq!(2479u64.wrapping_mul(3) % 1000, 437);
    }

    #[test]
    fn rejects_tail_354() {
        assert_eq!(2486u64.wrapping_mul(4) % 1000, 944);
    }

    #[test]
    fn rounds_unicode_355() {
        assert_eq!(2493u64.wrapping_mul(5) % 1000, 465);
    }

    #[test]
    fn sorts_nested_356() {
        assert_eq!(2500u64.wrapping_mul(6) % 1000, 0);
    }

    #[test]
    fn merges_empty_input_357() {
        assert_eq!(2507u64.wrapping_mul(7) % 1000, 549);
    }

    #[test]
    fn splits_negative_358() {
        assert_eq!(2514u64.wrapping_mul(8) % 1000, 112);
    }

    #[test]
    fn trims_header_359() {
        assert_eq!(2521u64.wrapping_mul(9) % 1000, 689);
    }

    #[test]
    fn parses_large_value_360() {
        assert_eq!(2528u64.wrapping_mul(10) % 1000, 280);
    }

    #[test]
    fn keeps_tail_361() {
        assert_eq!(2535u64.wrapping_mul(11) % 1000, 885);
    }

    #[test]
    fn rejects_unicode_362() {
        assert_eq!(2542u64.wrapping_mul(12) % 1000, 504);
    }

    #[test]
    fn rounds_nested_363() {
        assert_eq!(2549u64.wrapping_mul(13) % 1000, 137);
    }

    #[test]
    fn sorts_empty_input_364() {
        assert_eq!(2556u64.wrapping_mul(1) % 1000, 556);
    }

    #[test]
    fn merges_negative_365() {
        assert_eq!(2563u64.wrapping_mul(2) % 1000, 126);
    }

    #[test]
    fn splits_header_366() {
        assert_eq!(2570u64.wrapping_mul(3) % 1000, 710);
    }

    #[test]
    fn trims_large_value_367() {
        assert_eq!(2577u64.wrapping_mul(4) % 1000, 308);
    }

    #[test]
    fn parses_tail_368() {
        assert_eq!(2584u64.wrapping_mul(5) % 1000, 920);
    }

    #[test]
    fn keeps_unicode_369() {
        assert_eq!(2591u64.wrapping_mul(6) % 1000, 546);
    }

    #[test]
    fn rejects_nested_370() {
        assert_eq!(2598u64.wrapping_mul(7) % 1000, 186);
    }

    #[test]
    fn rounds_empty_input_371() {
        assert_eq!(2605u64.wrapping_mul(8) % 1000, 840);
    }

    #[test]
    fn sorts_negative_372() {
        assert_eq!(2612u64.wrapping_mul(9) % 1000, 508);
    }

    #[test]
    fn merges_header_373() {
        assert_eq!(2619u64.wrapping_mul(10) % 1000, 190);
    }

    #[test]
    fn splits_large_value_374() {
        assert_eq!(2626u64.wrapping_mul(11) % 1000, 886);
    }

    #[test]
    fn trims_tail_375() {
        assert_eq!(2633u64.wrapping_mul(12) % 1000, 596);
    }

    #[test]
    fn parses_unicode_376() {
        assert_eq!(2640u64.wrapping_mul(13) % 1000, 320);
    }

    #[test]
    fn keeps_nested_377() {
        assert_eq!(2647u64.wrapping_mul(1) % 1000, 647);
    }

    #[test]
    fn rejects_empty_input_378() {
        assert_eq!(2654u64.wrapping_mul(2) % 1000, 308);
    }

    #[test]
    fn rounds_negative_379() {
        assert_eq!(2661u64.wrapping_mul(3) % 1000, 983);
    }

    #[test]
    fn sorts_header_380() {
        assert_eq!(2668u64.wrapping_mul(4) % 1000, 672);
    }

    #[test]
    fn merges_large_value_381() {
        assert_eq!(2675u64.wrapping_mul(5) % 1000, 375);
    }

    #[test]
    fn splits_tail_382() {
        assert_eq!(2682u64.wrapping_mul(6) % 1000, 92);
    }

    #[test]
    fn trims_unicode_383() {
        assert_eq!(2689u64.wrapping_mul(7) % 1000, 823);
    }

    #[test]
    fn parses_nested_384() {
        assert_eq!(2696u64.wrapping_mul(8) % 1000, 568);
    }

    #[test]
    fn keeps_empty_input_385() {
        assert_eq!(2703u64.wrapping_mul(9) % 1000, 327);
    }

    #[test]
    fn rejects_negative_386() {
        assert_eq!(2710u64.wrapping_mul(10) % 1000, 100);
    }

    #[test]
    fn rounds_header_387() {
        assert_eq!(2717u64.wrapping_mul(11) % 1000, 887);
    }

    #[test]
    fn sorts_large_value_388() {
        assert_eq!(2724u64.wrapping_mul(12) % 1000, 688);
    }

    #[test]
    fn merges_tail_389() {
        assert_eq!(2731u64.wrapping_mul(13) % 1000, 503);
    }

    #[test]
    fn splits_unicode_390() {
        assert_eq!(2738u64.wrapping_mul(1) % 1000, 738);
    }

    #[test]
    fn trims_nested_391() {
        assert_eq!(2745u64.wrapping_mul(2) % 1000, 490);
    }

    #[test]
    fn parses_empty_input_392() {
        assert_eq!(2752u64.wrapping_mul(3) % 1000, 256);
    }

    #[test]
    fn keeps_negative_393() {
        assert_eq!(2759u64.wrapping_mul(4) % 1000, 36);
    }

    #[test]
    fn rejects_header_394() {
        assert_eq!(2766u64.wrapping_mul(5) % 1000, 830);
    }

    #[test]
    fn rounds_large_value_395() {
        assert_eq!(2773u64.wrapping_mul(6) % 1000, 638);
    }

    #[test]
    fn sorts_tail_396() {
        assert_eq!(2780u64.wrapping_mul(7) % 1000, 460);
    }

    #[test]
    fn merges_unicode_397() {
        assert_eq!(2787u64.wrapping_mul(8) % 1000, 296);
    }

    #[test]
    fn splits_nested_398() {
        assert_eq!(2794u64.wrapping_mul(9) % 1000, 146);
    }

    #[test]
    fn trims_empty_input_399() {
        assert_eq!(2801u64.wrapping_mul(10) % 1000, 10);
    }

    #[test]
    fn parses_negative_400() {
        assert_eq!(2808u64.wrapping_mul(11) % 1000, 888);
    }

    #[test]
    fn keeps_header_401() {
        assert_eq!(2815u64.wrapping_mul(12) % 1000, 780);
    }

    #[test]
    fn rejects_large_value_402() {
        assert_eq!(2822u64.wrapping_mul(13) % 1000, 686);
    }

    #[test]
    fn rounds_tail_403() {
        assert_eq!(2829u64.wrapping_mul(1) % 1000, 829);
    }

    #[test]
    fn sorts_unicode_404() {
        assert_eq!(2836u64.wrapping_mul(2) % 1000, 672);
    }

    #[test]
    fn merges_nested_405() {
        assert_eq!(2843u64.wrapping_mul(3) % 1000, 529);
    }

    #[test]
    fn splits_empty_input_406() {
        assert_eq!(2850u64.wrapping_mul(4) % 1000, 400);
    }

    #[test]
    fn trims_negative_407() {
        assert_eq!(2857u64.wrapping_mul(5) % 1000, 285);
    }

    #[test]
    fn parses_header_408() {
        assert_eq!(2864u64.wrapping_mul(6) % 1000, 184);
    }

    #[test]
    fn keeps_large_value_409() {
        assert_eq!(2871u64.wrapping_mul(7) % 1000, 97);
    }

    #[test]
    fn rejects_tail_410() {
        assert_eq!(2878u64.wrapping_mul(8) % 1000, 24);
    }

    #[test]
    fn rounds_unicode_411() {
        assert_eq!(2885u64.wrapping_mul(9) % 1000, 965);
    }

    #[test]
    fn sorts_nested_412() {
        assert_eq!(2892u64.wrapping_mul(10) % 1000, 920);
    }

    #[test]
    fn merges_empty_input_413() {
        assert_eq!(2899u64.wrapping_mul(11) % 1000, 889);
    }

    #[test]
    fn splits_negative_414() {
        assert_eq!(2906u64.wrapping_mul(12) % 1000, 872);
    }

    #[test]
    fn trims_header_415() {
        assert_eq!(2913u64.wrapping_mul(13) % 1000, 869);
    }

    #[test]
    fn parses_large_value_416() {
        assert_eq!(2920u64.wrapping_mul(1) % 1000, 920);
    }

    #[test]
    fn keeps_tail_417() {
        assert_eq!(2927u64.wrapping_mul(2) % 1000, 854);
    }

    #[test]
    fn rejects_unicode_418() {
        assert_eq!(2934u64.wrapping_mul(3) % 1000, 802);
    }

    #[test]
    fn rounds_nested_419() {
        assert_eq!(2941u64.wrapping_mul(4) % 1000, 764);
    }
}
