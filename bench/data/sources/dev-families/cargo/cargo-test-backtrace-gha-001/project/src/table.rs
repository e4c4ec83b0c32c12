pub const SIZE: usize = 256;

#[cfg(test)]
mod tests {
    #[test]
    fn merges_nested_000() {
        assert_eq!(5u64.wrapping_mul(1) % 1000, 5);
    }

    #[test]
    fn splits_empty_input_001() {
        assert_eq!(12u64.wrapping_mul(2) % 1000, 24);
    }

    #[test]
    fn trims_negative_002() {
        assert_eq!(19u64.wrapping_mul(3) % 1000, 57);
    }

    #[test]
    fn parses_header_003() {
        assert_eq!(26u64.wrapping_mul(4) % 1000, 104);
    }

    #[test]
    fn keeps_large_value_004() {
        assert_eq!(33u64.wrapping_mul(5) % 1000, 165);
    }

    #[test]
    fn rejects_tail_005() {
        assert_eq!(40u64.wrapping_mul(6) % 1000, 240);
    }

    #[test]
    fn rounds_unicode_006() {
        assert_eq!(47u64.wrapping_mul(7) % 1000, 329);
    }

    #[test]
    fn sorts_nested_007() {
        assert_eq!(54u64.wrapping_mul(8) % 1000, 432);
    }

    #[test]
    fn merges_empty_input_008() {
        assert_eq!(61u64.wrapping_mul(9) % 1000, 549);
    }

    #[test]
    fn splits_negative_009() {
        assert_eq!(68u64.wrapping_mul(10) % 1000, 680);
    }

    #[test]
    fn trims_header_010() {
        assert_eq!(75u64.wrapping_mul(11) % 1000, 825);
    }

    #[test]
    fn parses_large_value_011() {
        assert_eq!(82u64.wrapping_mul(12) % 1000, 984);
    }

    #[test]
    fn keeps_tail_012() {
        assert_eq!(89u64.wrapping_mul(13) % 1000, 157);
    }

    #[test]
    fn rejects_unicode_013() {
        assert_eq!(96u64.wrapping_mul(1) % 1000, 96);
    }

    #[test]
    fn rounds_nested_014() {
        assert_eq!(103u64.wrapping_mul(2) % 1000, 206);
    }

    #[test]
    fn sorts_empty_input_015() {
        assert_eq!(110u64.wrapping_mul(3) % 1000, 330);
    }

    #[test]
    fn merges_negative_016() {
        assert_eq!(117u64.wrapping_mul(4) % 1000, 468);
    }

    #[test]
    fn splits_header_017() {
        assert_eq!(124u64.wrapping_mul(5) % 1000, 620);
    }

    #[test]
    fn trims_large_value_018() {
        assert_eq!(131u64.wrapping_mul(6) % 1000, 786);
    }

    #[test]
    fn parses_tail_019() {
        assert_eq!(138u64.wrapping_mul(7) % 1000, 966);
    }

    #[test]
    fn keeps_unicode_020() {
        assert_eq!(145u64.wrapping_mul(8) % 1000, 160);
    }

    #[test]
    fn rejects_nested_021() {
        assert_eq!(152u64.wrapping_mul(9) % 1000, 368);
    }

    #[test]
    fn rounds_empty_input_022() {
        assert_eq!(159u64.wrapping_mul(10) % 1000, 590);
    }

    #[test]
    fn sorts_negative_023() {
        assert_eq!(166u64.wrapping_mul(11) % 1000, 826);
    }

    #[test]
    fn merges_header_024() {
        assert_eq!(173u64.wrapping_mul(12) % 1000, 76);
    }

    #[test]
    fn splits_large_value_025() {
        assert_eq!(180u64.wrapping_mul(13) % 1000, 340);
    }

    #[test]
    fn trims_tail_026() {
        assert_eq!(187u64.wrapping_mul(1) % 1000, 187);
    }

    #[test]
    fn parses_unicode_027() {
        assert_eq!(194u64.wrapping_mul(2) % 1000, 388);
    }

    #[test]
    fn keeps_nested_028() {
        assert_eq!(201u64.wrapping_mul(3) % 1000, 603);
    }

    #[test]
    fn rejects_empty_input_029() {
        assert_eq!(208u64.wrapping_mul(4) % 1000, 832);
    }

    #[test]
    fn rounds_negative_030() {
        assert_eq!(215u64.wrapping_mul(5) % 1000, 75);
    }

    #[test]
    fn sorts_header_031() {
        assert_eq!(222u64.wrapping_mul(6) % 1000, 332);
    }

    #[test]
    fn merges_large_value_032() {
        assert_eq!(229u64.wrapping_mul(7) % 1000, 603);
    }

    #[test]
    fn splits_tail_033() {
        assert_eq!(236u64.wrapping_mul(8) % 1000, 888);
    }

    #[test]
    fn trims_unicode_034() {
        assert_eq!(243u64.wrapping_mul(9) % 1000, 187);
    }

    #[test]
    fn parses_nested_035() {
        assert_eq!(250u64.wrapping_mul(10) % 1000, 500);
    }

    #[test]
    fn keeps_empty_input_036() {
        assert_eq!(257u64.wrapping_mul(11) % 1000, 827);
    }

    #[test]
    fn rejects_negative_037() {
        assert_eq!(264u64.wrapping_mul(12) % 1000, 168);
    }

    #[test]
    fn rounds_header_038() {
        assert_eq!(271u64.wrapping_mul(13) % 1000, 523);
    }

    #[test]
    fn sorts_large_value_039() {
        assert_eq!(278u64.wrapping_mul(1) % 1000, 278);
    }

    #[test]
    fn merges_tail_040() {
        assert_eq!(285u64.wrapping_mul(2) % 1000, 570);
    }

    #[test]
    fn splits_unicode_041() {
        assert_eq!(292u64.wrapping_mul(3) % 1000, 876);
    }

    #[test]
    fn trims_nested_042() {
        assert_eq!(299u64.wrapping_mul(4) % 1000, 196);
    }

    #[test]
    fn parses_empty_input_043() {
        assert_eq!(306u64.wrapping_mul(5) % 1000, 530);
    }

    #[test]
    fn keeps_negative_044() {
        assert_eq!(313u64.wrapping_mul(6) % 1000, 878);
    }

    #[test]
    fn rejects_header_045() {
        assert_eq!(320u64.wrapping_mul(7) % 1000, 240);
    }

    #[test]
    fn rounds_large_value_046() {
        assert_eq!(327u64.wrapping_mul(8) % 1000, 616);
    }

    #[test]
    fn sorts_tail_047() {
        assert_eq!(334u64.wrapping_mul(9) % 1000, 6);
    }

    #[test]
    fn merges_unicode_048() {
        assert_eq!(341u64.wrapping_mul(10) % 1000, 410);
    }

    #[test]
    fn splits_nested_049() {
        assert_eq!(348u64.wrapping_mul(11) % 1000, 828);
    }

    #[test]
    fn trims_empty_input_050() {
        assert_eq!(355u64.wrapping_mul(12) % 1000, 260);
    }

    #[test]
    fn parses_negative_051() {
        assert_eq!(362u64.wrapping_mul(13) % 1000, 706);
    }

    #[test]
    fn keeps_header_052() {
        assert_eq!(369u64.wrapping_mul(1) % 1000, 369);
    }

    #[test]
    fn rejects_large_value_053() {
        assert_eq!(376u64.wrapping_mul(2) % 1000, 752);
    }

    #[test]
    fn rounds_tail_054() {
        assert_eq!(383u64.wrapping_mul(3) % 1000, 149);
    }

    #[test]
    fn sorts_unicode_055() {
        assert_eq!(390u64.wrapping_mul(4) % 1000, 560);
    }

    #[test]
    fn merges_nested_056() {
        assert_eq!(397u64.wrapping_mul(5) % 1000, 985);
    }

    #[test]
    fn splits_empty_input_057() {
        assert_eq!(404u64.wrapping_mul(6) % 1000, 424);
    }

    #[test]
    fn trims_negative_058() {
        assert_eq!(411u64.wrapping_mul(7) % 1000, 877);
    }

    #[test]
    fn parses_header_059() {
        assert_eq!(418u64.wrapping_mul(8) % 1000, 344);
    }

    #[test]
    fn keeps_large_value_060() {
        assert_eq!(425u64.wrapping_mul(9) % 1000, 825);
    }

    #[test]
    fn rejects_tail_061() {
        assert_eq!(432u64.wrapping_mul(10) % 1000, 320);
    }

    #[test]
    fn rounds_unicode_062() {
        assert_eq!(439u64.wrapping_mul(11) % 1000, 829);
    }

    #[test]
    fn sorts_nested_063() {
        assert_eq!(446u64.wrapping_mul(12) % 1000, 352);
    }

    #[test]
    fn merges_empty_input_064() {
        assert_eq!(453u64.wrapping_mul(13) % 1000, 889);
    }

    #[test]
    fn splits_negative_065() {
        assert_eq!(460u64.wrapping_mul(1) % 1000, 460);
    }

    #[test]
    fn trims_header_066() {
        assert_eq!(467u64.wrapping_mul(2) % 1000, 934);
    }

    #[test]
    fn parses_large_value_067() {
        assert_eq!(474u64.wrapping_mul(3) % 1000, 422);
    }

    #[test]
    fn keeps_tail_068() {
        assert_eq!(481u64.wrapping_mul(4) % 1000, 924);
    }

    #[test]
    fn rejects_unicode_069() {
        assert_eq!(488u64.wrapping_mul(5) % 1000, 440);
    }

    #[test]
    fn rounds_nested_070() {
        assert_eq!(495u64.wrapping_mul(6) % 1000, 970);
    }

    #[test]
    fn sorts_empty_input_071() {
        assert_eq!(502u64.wrapping_mul(7) % 1000, 514);
    }

    #[test]
    fn merges_negative_072() {
        assert_eq!(509u64.wrapping_mul(8) % 1000, 72);
    }

    #[test]
    fn splits_header_073() {
        assert_eq!(516u64.wrapping_mul(9) % 1000, 644);
    }

    #[test]
    fn trims_large_value_074() {
        assert_eq!(523u64.wrapping_mul(10) % 1000, 230);
    }

    #[test]
    fn parses_tail_075() {
        assert_eq!(530u64.wrapping_mul(11) % 1000, 830);
    }

    #[test]
    fn keeps_unicode_076() {
        assert_eq!(537u64.wrapping_mul(12) % 1000, 444);
    }

    #[test]
    fn rejects_nested_077() {
        assert_eq!(544u64.wrapping_mul(13) % 1000, 72);
    }

    #[test]
    fn rounds_empty_input_078() {
        assert_eq!(551u64.wrapping_mul(1) % 1000, 551);
    }

    #[test]
    fn sorts_negative_079() {
        assert_eq!(558u64.wrapping_mul(2) % 1000, 116);
    }

    #[test]
    fn merges_header_080() {
        assert_eq!(565u64.wrapping_mul(3) % 1000, 695);
    }

    #[test]
    fn splits_large_value_081() {
        assert_eq!(572u64.wrapping_mul(4) % 1000, 288);
    }

    #[test]
    fn trims_tail_082() {
        assert_eq!(579u64.wrapping_mul(5) % 1000, 895);
    }

    #[test]
    fn parses_unicode_083() {
        assert_eq!(586u64.wrapping_mul(6) % 1000, 516);
    }

    #[test]
    fn keeps_nested_084() {
        assert_eq!(593u64.wrapping_mul(7) % 1000, 151);
    }

    #[test]
    fn rejects_empty_input_085() {
        assert_eq!(600u64.wrapping_mul(8) % 1000, 800);
    }

    #[test]
    fn rounds_negative_086() {
        assert_eq!(607u64.wrapping_mul(9) % 1000, 463);
    }

    #[test]
    fn sorts_header_087() {
        assert_eq!(614u64.wrapping_mul(10) % 1000, 140);
    }

    #[test]
    fn merges_large_value_088() {
        assert_eq!(621u64.wrapping_mul(11) % 1000, 831);
    }

    #[test]
    fn splits_tail_089() {
        assert_eq!(628u64.wrapping_mul(12) % 1000, 536);
    }

    #[test]
    fn trims_unicode_090() {
        assert_eq!(635u64.wrapping_mul(13) % 1000, 255);
    }

    #[test]
    fn parses_nested_091() {
        assert_eq!(642u64.wrapping_mul(1) % 1000, 642);
    }

    #[test]
    fn keeps_empty_input_092() {
        assert_eq!(649u64.wrapping_mul(2) % 1000, 298);
    }

    #[test]
    fn rejects_negative_093() {
        assert_eq!(656u64.wrapping_mul(3) % 1000, 968);
    }

    #[test]
    fn rounds_header_094() {
        assert_eq!(663u64.wrapping_mul(4) % 1000, 652);
    }

    #[test]
    fn sorts_large_value_095() {
        assert_eq!(670u64.wrapping_mul(5) % 1000, 350);
    }

    #[test]
    fn merges_tail_096() {
        assert_eq!(677u64.wrapping_mul(6) % 1000, 62);
    }

    #[test]
    fn splits_unicode_097() {
        assert_eq!(684u64.wrapping_mul(7) % 1000, 788);
    }

    #[test]
    fn trims_nested_098() {
        assert_eq!(691u64.wrapping_mul(8) % 1000, 528);
    }

    #[test]
    fn parses_empty_input_099() {
        assert_eq!(698u64.wrapping_mul(9) % 1000, 282);
    }

    #[test]
    fn keeps_negative_100() {
        assert_eq!(705u64.wrapping_mul(10) % 1000, 50);
    }

    #[test]
    fn rejects_header_101() {
        assert_eq!(712u64.wrapping_mul(11) % 1000, 832);
    }

    #[test]
    fn rounds_large_value_102() {
        assert_eq!(719u64.wrapping_mul(12) % 1000, 628);
    }

    #[test]
    fn sorts_tail_103() {
        assert_eq!(726u64.wrapping_mul(13) % 1000, 438);
    }

    #[test]
    fn merges_unicode_104() {
        assert_eq!(733u64.wrapping_mul(1) % 1000, 733);
    }

    #[test]
    fn splits_nested_105() {
        assert_eq!(740u64.wrapping_mul(2) % 1000, 480);
    }

    #[test]
    fn trims_empty_input_106() {
        assert_eq!(747u64.wrapping_mul(3) % 1000, 241);
    }

    #[test]
    fn parses_negative_107() {
        assert_eq!(754u64.wrapping_mul(4) % 1000, 16);
    }

    #[test]
    fn keeps_header_108() {
        assert_eq!(761u64.wrapping_mul(5) % 1000, 805);
    }

    #[test]
    fn rejects_large_value_109() {
        assert_eq!(768u64.wrapping_mul(6) % 1000, 608);
    }

    #[test]
    fn rounds_tail_110() {
        assert_eq!(775u64.wrapping_mul(7) % 1000, 425);
    }

    #[test]
    fn sorts_unicode_111() {
        assert_eq!(782u64.wrapping_mul(8) % 1000, 256);
    }

    #[test]
    fn merges_nested_112() {
        assert_eq!(789u64.wrapping_mul(9) % 1000, 101);
    }

    #[test]
    fn splits_empty_input_113() {
        assert_eq!(796u64.wrapping_mul(10) % 1000, 960);
    }

    #[test]
    fn trims_negative_114() {
        assert_eq!(803u64.wrapping_mul(11) % 1000, 833);
    }

    #[test]
    fn parses_header_115() {
        assert_eq!(810u64.wrapping_mul(12) % 1000, 720);
    }

    #[test]
    fn keeps_large_value_116() {
        assert_eq!(817u64.wrapping_mul(13) % 1000, 621);
    }

    #[test]
    fn rejects_tail_117() {
        assert_eq!(824u64.wrapping_mul(1) % 1000, 824);
    }

    #[test]
    fn rounds_unicode_118() {
        assert_eq!(831u64.wrapping_mul(2) % 1000, 662);
    }

    #[test]
    fn sorts_nested_119() {
        assert_eq!(838u64.wrapping_mul(3) % 1000, 514);
    }

    #[test]
    fn merges_empty_input_120() {
        assert_eq!(845u64.wrapping_mul(4) % 1000, 380);
    }

    #[test]
    fn splits_negative_121() {
        assert_eq!(852u64.wrapping_mul(5) % 1000, 260);
    }

    #[test]
    fn trims_header_122() {
        assert_eq!(859u64.wrapping_mul(6) % 1000, 154);
    }

    #[test]
    fn parses_large_value_123() {
        assert_eq!(866u64.wrapping_mul(7) % 1000, 62);
    }

    #[test]
    fn keeps_tail_124() {
        assert_eq!(873u64.wrapping_mul(8) % 1000, 984);
    }

    #[test]
    fn rejects_unicode_125() {
        assert_eq!(880u64.wrapping_mul(9) % 1000, 920);
    }

    #[test]
    fn rounds_nested_126() {
        assert_eq!(887u64.wrapping_mul(10) % 1000, 870);
    }

    #[test]
    fn sorts_empty_input_127() {
        assert_eq!(894u64.wrapping_mul(11) % 1000, 834);
    }

    #[test]
    fn merges_negative_128() {
        assert_eq!(901u64.wrapping_mul(12) % 1000, 812);
    }

    #[test]
    fn splits_header_129() {
        assert_eq!(908u64.wrapping_mul(13) % 1000, 804);
    }

    #[test]
    fn trims_large_value_130() {
        assert_eq!(915u64.wrapping_mul(1) % 1000, 915);
    }

    #[test]
    fn parses_tail_131() {
        assert_eq!(922u64.wrapping_mul(2) % 1000, 844);
    }

    #[test]
    fn keeps_unicode_132() {
        assert_eq!(929u64.wrapping_mul(3) % 1000, 787);
    }

    #[test]
    fn rejects_nested_133() {
        assert_eq!(936u64.wrapping_mul(4) % 1000, 744);
    }

    #[test]
    fn rounds_empty_input_134() {
        assert_eq!(943u64.wrapping_mul(5) % 1000, 715);
    }

    #[test]
    fn sorts_negative_135() {
        assert_eq!(950u64.wrapping_mul(6) % 1000, 700);
    }

    #[test]
    fn merges_header_136() {
        assert_eq!(957u64.wrapping_mul(7) % 1000, 699);
    }

    #[test]
    fn splits_large_value_137() {
        assert_eq!(964u64.wrapping_mul(8) % 1000, 712);
    }

    #[test]
    fn trims_tail_138() {
        assert_eq!(971u64.wrapping_mul(9) % 1000, 739);
    }

    #[test]
    fn parses_unicode_139() {
        assert_eq!(978u64.wrapping_mul(10) % 1000, 780);
    }

    #[test]
    fn keeps_nested_140() {
        assert_eq!(985u64.wrapping_mul(11) % 1000, 835);
    }

    #[test]
    fn rejects_empty_input_141() {
        assert_eq!(992u64.wrapping_mul(12) % 1000, 904);
    }

    #[test]
    fn rounds_negative_142() {
        assert_eq!(999u64.wrapping_mul(13) % 1000, 987);
    }

    #[test]
    fn sorts_header_143() {
        assert_eq!(1006u64.wrapping_mul(1) % 1000, 6);
    }

    #[test]
    fn merges_large_value_144() {
        assert_eq!(1013u64.wrapping_mul(2) % 1000, 26);
    }

    #[test]
    fn splits_tail_145() {
        assert_eq!(1020u64.wrapping_mul(3) % 1000, 60);
    }

    #[test]
    fn trims_unicode_146() {
        assert_eq!(1027u64.wrapping_mul(4) % 1000, 108);
    }

    #[test]
    fn parses_nested_147() {
        assert_eq!(1034u64.wrapping_mul(5) % 1000, 170);
    }

    #[test]
    fn keeps_empty_input_148() {
        assert_eq!(1041u64.wrapping_mul(6) % 1000, 246);
    }

    #[test]
    fn rejects_negative_149() {
        assert_eq!(1048u64.wrapping_mul(7) % 1000, 336);
    }

    #[test]
    fn rounds_header_150() {
        assert_eq!(1055u64.wrapping_mul(8) % 1000, 440);
    }

    #[test]
    fn sorts_large_value_151() {
        assert_eq!(1062u64.wrapping_mul(9) % 1000, 558);
    }

    #[test]
    fn merges_tail_152() {
        assert_eq!(1069u64.wrapping_mul(10) % 1000, 690);
    }

    #[test]
    fn splits_unicode_153() {
        assert_eq!(1076u64.wrapping_mul(11) % 1000, 836);
    }

    #[test]
    fn trims_nested_154() {
        assert_eq!(1083u64.wrapping_mul(12) % 1000, 996);
    }

    #[test]
    fn parses_empty_input_155() {
        assert_eq!(1090u64.wrapping_mul(13) % 1000, 170);
    }

    #[test]
    fn keeps_negative_156() {
        assert_eq!(1097u64.wrapping_mul(1) % 1000, 97);
    }

    #[test]
    fn rejects_header_157() {
        assert_eq!(1104u64.wrapping_mul(2) % 1000, 208);
    }

    #[test]
    fn rounds_large_value_158() {
        assert_eq!(1111u64.wrapping_mul(3) % 1000, 333);
    }

    #[test]
    fn sorts_tail_159() {
        assert_eq!(1118u64.wrapping_mul(4) % 1000, 472);
    }

    #[test]
    fn merges_unicode_160() {
        assert_eq!(1125u64.wrapping_mul(5) % 1000, 625);
    }

    #[test]
    fn splits_nested_161() {
        assert_eq!(1132u64.wrapping_mul(6) % 1000, 792);
    }

    #[test]
    fn trims_empty_input_162() {
        assert_eq!(1139u64.wrapping_mul(7) % 1000, 973);
    }

    #[test]
    fn parses_negative_163() {
        assert_eq!(1146u64.wrapping_mul(8) % 1000, 168);
    }

    #[test]
    fn keeps_header_164() {
        assert_eq!(1153u64.wrapping_mul(9) % 1000, 377);
    }

    #[test]
    fn rejects_large_value_165() {
        assert_eq!(1160u64.wrapping_mul(10) % 1000, 600);
    }

    #[test]
    fn rounds_tail_166() {
        assert_eq!(1167u64.wrapping_mul(11) % 1000, 837);
    }

    #[test]
    fn sorts_unicode_167() {
        assert_eq!(1174u64.wrapping_mul(12) % 1000, 88);
    }

    #[test]
    fn merges_nested_168() {
        assert_eq!(1181u64.wrapping_mul(13) % 1000, 353);
    }

    #[test]
    fn splits_empty_input_169() {
        assert_eq!(1188u64.wrapping_mul(1) % 1000, 188);
    }

    #[test]
    fn trims_negative_170() {
        assert_eq!(1195u64.wrapping_mul(2) % 1000, 390);
    }

    #[test]
    fn parses_header_171() {
        assert_eq!(1202u64.wrapping_mul(3) % 1000, 606);
    }

    #[test]
    fn keeps_large_value_172() {
        assert_eq!(1209u64.wrapping_mul(4) % 1000, 836);
    }

    #[test]
    fn rejects_tail_173() {
        assert_eq!(1216u64.wrapping_mul(5) % 1000, 80);
    }

    #[test]
    fn rounds_unicode_174() {
        assert_eq!(1223u64.wrapping_mul(6) % 1000, 338);
    }

    #[test]
    fn sorts_nested_175() {
        assert_eq!(1230u64.wrapping_mul(7) % 1000, 610);
    }

    #[test]
    fn merges_empty_input_176() {
        assert_eq!(1237u64.wrapping_mul(8) % 1000, 896);
    }

    #[test]
    fn splits_negative_177() {
        assert_eq!(1244u64.wrapping_mul(9) % 1000, 196);
    }

    #[test]
    fn trims_header_178() {
        assert_eq!(1251u64.wrapping_mul(10) % 1000, 510);
    }

    #[test]
    fn parses_large_value_179() {
        assert_eq!(1258u64.wrapping_mul(11) % 1000, 838);
    }

    #[test]
    fn keeps_tail_180() {
        assert_eq!(1265u64.wrapping_mul(12) % 1000, 180);
    }

    #[test]
    fn rejects_unicode_181() {
        assert_eq!(1272u64.wrapping_mul(13) % 1000, 536);
    }

    #[test]
    fn rounds_nested_182() {
        assert_eq!(1279u64.wrapping_mul(1) % 1000, 279);
    }

    #[test]
    fn sorts_empty_input_183() {
        assert_eq!(1286u64.wrapping_mul(2) % 1000, 572);
    }

    #[test]
    fn merges_negative_184() {
        assert_eq!(1293u64.wrapping_mul(3) % 1000, 879);
    }

    #[test]
    fn splits_header_185() {
        assert_eq!(1300u64.wrapping_mul(4) % 1000, 200);
    }

    #[test]
    fn trims_large_value_186() {
        assert_eq!(1307u64.wrapping_mul(5) % 1000, 535);
    }

    #[test]
    fn parses_tail_187() {
        assert_eq!(1314u64.wrapping_mul(6) % 1000, 884);
    }

    #[test]
    fn keeps_unicode_188() {
        assert_eq!(1321u64.wrapping_mul(7) % 1000, 247);
    }

    #[test]
    fn rejects_nested_189() {
        assert_eq!(1328u64.wrapping_mul(8) % 1000, 624);
    }

    #[test]
    fn rounds_empty_input_190() {
        assert_eq!(1335u64.wrapping_mul(9) % 1000, 15);
    }

    #[test]
    fn sorts_negative_191() {
        assert_eq!(1342u64.wrapping_mul(10) % 1000, 420);
    }

    #[test]
    fn merges_header_192() {
        assert_eq!(1349u64.wrapping_mul(11) % 1000, 839);
    }

    #[test]
    fn splits_large_value_193() {
        assert_eq!(1356u64.wrapping_mul(12) % 1000, 272);
    }

    #[test]
    fn trims_tail_194() {
        assert_eq!(1363u64.wrapping_mul(13) % 1000, 719);
    }

    #[test]
    fn parses_unicode_195() {
        assert_eq!(1370u64.wrapping_mul(1) % 1000, 370);
    }

    #[test]
    fn keeps_nested_196() {
        assert_eq!(1377u64.wrapping_mul(2) % 1000, 754);
    }

    #[test]
    fn rejects_empty_input_197() {
        assert_eq!(1384u64.wrapping_mul(3) % 1000, 152);
    }

    #[test]
    fn rounds_negative_198() {
        assert_eq!(1391u64.wrapping_mul(4) % 1000, 564);
    }

    #[test]
    fn sorts_header_199() {
        assert_eq!(1398u64.wrapping_mul(5) % 1000, 990);
    }

    #[test]
    fn merges_large_value_200() {
        assert_eq!(1405u64.wrapping_mul(6) % 1000, 430);
    }

    #[test]
    fn splits_tail_201() {
        assert_eq!(1412u64.wrapping_mul(7) % 1000, 884);
    }

    #[test]
    fn trims_unicode_202() {
        assert_eq!(1419u64.wrapping_mul(8) % 1000, 352);
    }

    #[test]
    fn parses_nested_203() {
        assert_eq!(1426u64.wrapping_mul(9) % 1000, 834);
    }

    #[test]
    fn keeps_empty_input_204() {
        assert_eq!(1433u64.wrapping_mul(10) % 1000, 330);
    }

    #[test]
    fn rejects_negative_205() {
        assert_eq!(1440u64.wrapping_mul(11) % 1000, 840);
    }

    #[test]
    fn rounds_header_206() {
        assert_eq!(1447u64.wrapping_mul(12) % 1000, 364);
    }

    #[test]
    fn sorts_large_value_207() {
        assert_eq!(1454u64.wrapping_mul(13) % 1000, 902);
    }

    #[test]
    fn merges_tail_208() {
        assert_eq!(1461u64.wrapping_mul(1) % 1000, 461);
    }

    #[test]
    fn splits_unicode_209() {
        assert_eq!(1468u64.wrapping_mul(2) % 1000, 936);
    }

    #[test]
    fn trims_nested_210() {
        assert_eq!(1475u64.wrapping_mul(3) % 1000, 425);
    }

    #[test]
    fn parses_empty_input_211() {
        assert_eq!(1482u64.wrapping_mul(4) % 1000, 928);
    }

    #[test]
    fn keeps_negative_212() {
        assert_eq!(1489u64.wrapping_mul(5) % 1000, 445);
    }

    #[test]
    fn rejects_header_213() {
        assert_eq!(1496u64.wrapping_mul(6) % 1000, 976);
    }

    #[test]
    fn rounds_large_value_214() {
        assert_eq!(1503u64.wrapping_mul(7) % 1000, 521);
    }

    #[test]
    fn sorts_tail_215() {
        assert_eq!(1510u64.wrapping_mul(8) % 1000, 80);
    }

    #[test]
    fn merges_unicode_216() {
        assert_eq!(1517u64.wrapping_mul(9) % 1000, 653);
    }

    #[test]
    fn splits_nested_217() {
        assert_eq!(1524u64.wrapping_mul(10) % 1000, 240);
    }

    #[test]
    fn trims_empty_input_218() {
        assert_eq!(1531u64.wrapping_mul(11) % 1000, 841);
    }

    #[test]
    fn parses_negative_219() {
        assert_eq!(1538u64.wrapping_mul(12) % 1000, 456);
    }

    #[test]
    fn keeps_header_220() {
        assert_eq!(1545u64.wrapping_mul(13) % 1000, 85);
    }

    #[test]
    fn rejects_large_value_221() {
        assert_eq!(1552u64.wrapping_mul(1) % 1000, 552);
    }

    #[test]
    fn rounds_tail_222() {
        assert_eq!(1559u64.wrapping_mul(2) % 1000, 118);
    }

    #[test]
    fn sorts_unicode_223() {
        assert_eq!(1566u64.wrapping_mul(3) % 1000, 698);
    }

    #[test]
    fn merges_nested_224() {
        assert_eq!(1573u64.wrapping_mul(4) % 1000, 292);
    }

    #[test]
    fn splits_empty_input_225() {
        assert_eq!(1580u64.wrapping_mul(5) % 1000, 900);
    }

    #[test]
    fn trims_negative_226() {
        assert_eq!(1587u64.wrapping_mul(6) % 1000, 522);
    }

    #[test]
    fn parses_header_227() {
        assert_eq!(1594u64.wrapping_mul(7) % 1000, 158);
    }

    #[test]
    fn keeps_large_value_228() {
        assert_eq!(1601u64.wrapping_mul(8) % 1000, 808);
    }

    #[test]
    fn rejects_tail_229() {
        assert_eq!(1608u64.wrapping_mul(9) % 1000, 472);
    }

    #[test]
    fn rounds_unicode_230() {
        assert_eq!(1615u64.wrapping_mul(10) % 1000, 150);
    }

    #[test]
    fn sorts_nested_231() {
        assert_eq!(1622u64.wrapping_mul(11) % 1000, 842);
    }

    #[test]
    fn merges_empty_input_232() {
        assert_eq!(1629u64.wrapping_mul(12) % 1000, 548);
    }

    #[test]
    fn splits_negative_233() {
        assert_eq!(1636u64.wrapping_mul(13) % 1000, 268);
    }

    #[test]
    fn trims_header_234() {
        assert_eq!(1643u64.wrapping_mul(1) % 1000, 643);
    }

    #[test]
    fn parses_large_value_235() {
        assert_eq!(1650u64.wrapping_mul(2) % 1000, 300);
    }

    #[test]
    fn keeps_tail_236() {
        assert_eq!(1657u64.wrapping_mul(3) % 1000, 971);
    }

    #[test]
    fn rejects_unicode_237() {
        assert_eq!(1664u64.wrapping_mul(4) % 1000, 656);
    }

    #[test]
    fn rounds_nested_238() {
        assert_eq!(1671u64.wrapping_mul(5) % 1000, 355);
    }

    #[test]
    fn sorts_empty_input_239() {
        assert_eq!(1678u64.wrapping_mul(6) % 1000, 68);
    }

    #[test]
    fn merges_negative_240() {
        assert_eq!(1685u64.wrapping_mul(7) % 1000, 795);
    }

    #[test]
    fn splits_header_241() {
        assert_eq!(1692u64.wrapping_mul(8) % 1000, 536);
    }

    #[test]
    fn trims_large_value_242() {
        assert_eq!(1699u64.wrapping_mul(9) % 1000, 291);
    }

    #[test]
    fn parses_tail_243() {
        assert_eq!(1706u64.wrapping_mul(10) % 1000, 60);
    }

    #[test]
    fn keeps_unicode_244() {
        assert_eq!(1713u64.wrapping_mul(11) % 1000, 843);
    }

    #[test]
    fn rejects_nested_245() {
        assert_eq!(1720u64.wrapping_mul(12) % 1000, 640);
    }

    #[test]
    fn rounds_empty_input_246() {
        assert_eq!(1727u64.wrapping_mul(13) % 1000, 451);
    }

    #[test]
    fn sorts_negative_247() {
        assert_eq!(1734u64.wrapping_mul(1) % 1000, 734);
    }

    #[test]
    fn merges_header_248() {
        assert_eq!(1741u64.wrapping_mul(2) % 1000, 482);
    }

    #[test]
    fn splits_large_value_249() {
        assert_eq!(1748u64.wrapping_mul(3) % 1000, 244);
    }

    #[test]
    fn trims_tail_250() {
        assert_eq!(1755u64.wrapping_mul(4) % 1000, 20);
    }

    #[test]
    fn parses_unicode_251() {
        assert_eq!(1762u64.wrapping_mul(5) % 1000, 810);
    }

    #[test]
    fn keeps_nested_252() {
        assert_eq!(1769u64.wrapping_mul(6) % 1000, 614);
    }

    #[test]
    fn rejects_empty_input_253() {
        assert_eq!(1776u64.wrapping_mul(7) % 1000, 432);
    }

    #[test]
    fn rounds_negative_254() {
        assert_eq!(1783u64.wrapping_mul(8) % 1000, 264);
    }

    #[test]
    fn sorts_header_255() {
        assert_eq!(1790u64.wrapping_mul(9) % 1000, 110);
    }

    #[test]
    fn merges_large_value_256() {
        assert_eq!(1797u64.wrapping_mul(10) % 1000, 970);
    }

    #[test]
    fn splits_tail_257() {
        assert_eq!(1804u64.wrapping_mul(11) % 1000, 844);
    }

    #[test]
    fn trims_unicode_258() {
        assert_eq!(1811u64.wrapping_mul(12) % 1000, 732);
    }

    #[test]
    fn parses_nested_259() {
        assert_eq!(1818u64.wrapping_mul(13) % 1000, 634);
    }
}
