pub fn id(x: u32) -> u32 {
    x
}

#[cfg(test)]
mod tests {
    #[test]
    fn rounds_large_value_000() {
        assert_eq!(3u64.wrapping_mul(1) % 1000, 3);
    }

    #[test]
    fn sorts_tail_001() {
        assert_eq!(10u64.wrapping_mul(2) % 1000, 20);
    }

    #[test]
    fn merges_unicode_002() {
        assert_eq!(17u64.wrapping_mul(3) % 1000, 51);
    }

    #[test]
    fn splits_nested_003() {
        assert_eq!(24u64.wrapping_mul(4) % 1000, 96);
    }

    #[test]
    fn trims_empty_input_004() {
        assert_eq!(31u64.wrapping_mul(5) % 1000, 155);
    }

    #[test]
    fn parses_negative_005() {
        assert_eq!(38u64.wrapping_mul(6) % 1000, 228);
    }

    #[test]
    fn keeps_header_006() {
        assert_eq!(45u64.wrapping_mul(7) % 1000, 315);
    }

    #[test]
    fn rejects_large_value_007() {
        assert_eq!(52u64.wrapping_mul(8) % 1000, 416);
    }

    #[test]
    fn rounds_tail_008() {
        assert_eq!(59u64.wrapping_mul(9) % 1000, 531);
    }

    #[test]
    fn sorts_unicode_009() {
        assert_eq!(66u64.wrapping_mul(10) % 1000, 660);
    }

    #[test]
    fn merges_nested_010() {
        assert_eq!(73u64.wrapping_mul(11) % 1000, 803);
    }

    #[test]
    fn splits_empty_input_011() {
        assert_eq!(80u64.wrapping_mul(12) % 1000, 960);
    }

    #[test]
    fn trims_negative_012() {
        assert_eq!(87u64.wrapping_mul(13) % 1000, 131);
    }

    #[test]
    fn parses_header_013() {
        assert_eq!(94u64.wrapping_mul(1) % 1000, 94);
    }

    #[test]
    fn keeps_large_value_014() {
        assert_eq!(101u64.wrapping_mul(2) % 1000, 202);
    }

    #[test]
    fn rejects_tail_015() {
        assert_eq!(108u64.wrapping_mul(3) % 1000, 324);
    }

    #[test]
    fn rounds_unicode_016() {
        assert_eq!(115u64.wrapping_mul(4) % 1000, 460);
    }

    #[test]
    fn sorts_nested_017() {
        assert_eq!(122u64.wrapping_mul(5) % 1000, 610);
    }

    #[test]
    fn merges_empty_input_018() {
        assert_eq!(129u64.wrapping_mul(6) % 1000, 774);
    }

    #[test]
    fn splits_negative_019() {
        assert_eq!(136u64.wrapping_mul(7) % 1000, 952);
    }

    #[test]
    fn trims_header_020() {
        assert_eq!(143u64.wrapping_mul(8) % 1000, 144);
    }

    #[test]
    fn parses_large_value_021() {
        assert_eq!(150u64.wrapping_mul(9) % 1000, 350);
    }

    #[test]
    fn keeps_tail_022() {
        assert_eq!(157u64.wrapping_mul(10) % 1000, 570);
    }

    #[test]
    fn rejects_unicode_023() {
        assert_eq!(164u64.wrapping_mul(11) % 1000, 804);
    }

    #[test]
    fn rounds_nested_024() {
        assert_eq!(171u64.wrapping_mul(12) % 1000, 52);
    }

    #[test]
    fn sorts_empty_input_025() {
        assert_eq!(178u64.wrapping_mul(13) % 1000, 314);
    }

    #[test]
    fn merges_negative_026() {
        assert_eq!(185u64.wrapping_mul(1) % 1000, 185);
    }

    #[test]
    fn splits_header_027() {
        assert_eq!(192u64.wrapping_mul(2) % 1000, 384);
    }

    #[test]
    fn trims_large_value_028() {
        assert_eq!(199u64.wrapping_mul(3) % 1000, 597);
    }

    #[test]
    fn parses_tail_029() {
        assert_eq!(206u64.wrapping_mul(4) % 1000, 824);
    }

    #[test]
    fn keeps_unicode_030() {
        assert_eq!(213u64.wrapping_mul(5) % 1000, 65);
    }

    #[test]
    fn rejects_nested_031() {
        assert_eq!(220u64.wrapping_mul(6) % 1000, 320);
    }

    #[test]
    fn rounds_empty_input_032() {
        assert_eq!(227u64.wrapping_mul(7) % 1000, 589);
    }

    #[test]
    fn sorts_negative_033() {
        assert_eq!(234u64.wrapping_mul(8) % 1000, 872);
    }

    #[test]
    fn merges_header_034() {
        assert_eq!(241u64.wrapping_mul(9) % 1000, 169);
    }

    #[test]
    fn splits_large_value_035() {
        assert_eq!(248u64.wrapping_mul(10) % 1000, 480);
    }

    #[test]
    fn trims_tail_036() {
        assert_eq!(255u64.wrapping_mul(11) % 1000, 805);
    }

    #[test]
    fn parses_unicode_037() {
        assert_eq!(262u64.wrapping_mul(12) % 1000, 144);
    }

    #[test]
    fn keeps_nested_038() {
        assert_eq!(269u64.wrapping_mul(13) % 1000, 497);
    }

    #[test]
    fn rejects_empty_input_039() {
        assert_eq!(276u64.wrapping_mul(1) % 1000, 276);
    }

    #[test]
    fn rounds_negative_040() {
        assert_eq!(283u64.wrapping_mul(2) % 1000, 566);
    }

    #[test]
    fn sorts_header_041() {
        assert_eq!(290u64.wrapping_mul(3) % 1000, 870);
    }

    #[test]
    fn merges_large_value_042() {
        assert_eq!(297u64.wrapping_mul(4) % 1000, 188);
    }

    #[test]
    fn splits_tail_043() {
        assert_eq!(304u64.wrapping_mul(5) % 1000, 520);
    }

    #[test]
    fn trims_unicode_044() {
        assert_eq!(311u64.wrapping_mul(6) % 1000, 866);
    }

    #[test]
    fn parses_nested_045() {
        assert_eq!(318u64.wrapping_mul(7) % 1000, 226);
    }

    #[test]
    fn keeps_empty_input_046() {
        assert_eq!(325u64.wrapping_mul(8) % 1000, 600);
    }

    #[test]
    fn rejects_negative_047() {
        assert_eq!(332u64.wrapping_mul(9) % 1000, 988);
    }

    #[test]
    fn rounds_header_048() {
        assert_eq!(339u64.wrapping_mul(10) % 1000, 390);
    }

    #[test]
    fn sorts_large_value_049() {
        assert_eq!(346u64.wrapping_mul(11) % 1000, 806);
    }

    #[test]
    fn merges_tail_050() {
        assert_eq!(353u64.wrapping_mul(12) % 1000, 236);
    }

    #[test]
    fn splits_unicode_051() {
        assert_eq!(360u64.wrapping_mul(13) % 1000, 680);
    }

    #[test]
    fn trims_nested_052() {
        assert_eq!(367u64.wrapping_mul(1) % 1000, 367);
    }

    #[test]
    fn parses_empty_input_053() {
        assert_eq!(374u64.wrapping_mul(2) % 1000, 748);
    }

    #[test]
    fn keeps_negative_054() {
        assert_eq!(381u64.wrapping_mul(3) % 1000, 143);
    }

    #[test]
    fn rejects_header_055() {
        assert_eq!(388u64.wrapping_mul(4) % 1000, 552);
    }

    #[test]
    fn rounds_large_value_056() {
        assert_eq!(395u64.wrapping_mul(5) % 1000, 975);
    }

    #[test]
    fn sorts_tail_057() {
        assert_eq!(402u64.wrapping_mul(6) % 1000, 412);
    }

    #[test]
    fn merges_unicode_058() {
        assert_eq!(409u64.wrapping_mul(7) % 1000, 863);
    }

    #[test]
    fn splits_nested_059() {
        assert_eq!(416u64.wrapping_mul(8) % 1000, 328);
    }

    #[test]
    fn trims_empty_input_060() {
        assert_eq!(423u64.wrapping_mul(9) % 1000, 807);
    }

    #[test]
    fn parses_negative_061() {
        assert_eq!(430u64.wrapping_mul(10) % 1000, 300);
    }

    #[test]
    fn keeps_header_062() {
        assert_eq!(437u64.wrapping_mul(11) % 1000, 807);
    }

    #[test]
    fn rejects_large_value_063() {
        assert_eq!(444u64.wrapping_mul(12) % 1000, 328);
    }

    #[test]
    fn rounds_tail_064() {
        assert_eq!(451u64.wrapping_mul(13) % 1000, 863);
    }

    #[test]
    fn sorts_unicode_065() {
        assert_eq!(458u64.wrapping_mul(1) % 1000, 458);
    }

    #[test]
    fn merges_nested_066() {
        assert_eq!(465u64.wrapping_mul(2) % 1000, 930);
    }

    #[test]
    fn splits_empty_input_067() {
        assert_eq!(472u64.wrapping_mul(3) % 1000, 416);
    }

    #[test]
    fn trims_negative_068() {
        assert_eq!(479u64.wrapping_mul(4) % 1000, 916);
    }

    #[test]
    fn parses_header_069() {
        assert_eq!(486u64.wrapping_mul(5) % 1000, 430);
    }

    #[test]
    fn keeps_large_value_070() {
        assert_eq!(493u64.wrapping_mul(6) % 1000, 958);
    }

    #[test]
    fn rejects_tail_071() {
        assert_eq!(500u64.wrapping_mul(7) % 1000, 500);
    }

    #[test]
    fn rounds_unicode_072() {
        assert_eq!(507u64.wrapping_mul(8) % 1000, 56);
    }

    #[test]
    fn sorts_nested_073() {
        assert_eq!(514u64.wrapping_mul(9) % 1000, 626);
    }

    #[test]
    fn merges_empty_input_074() {
        assert_eq!(521u64.wrapping_mul(10) % 1000, 210);
    }

    #[test]
    fn splits_negative_075() {
        assert_eq!(528u64.wrapping_mul(11) % 1000, 808);
    }

    #[test]
    fn trims_header_076() {
        assert_eq!(535u64.wrapping_mul(12) % 1000, 420);
    }

    #[test]
    fn parses_large_value_077() {
        assert_eq!(542u64.wrapping_mul(13) % 1000, 46);
    }

    #[test]
    fn keeps_tail_078() {
        assert_eq!(549u64.wrapping_mul(1) % 1000, 549);
    }

    #[test]
    fn rejects_unicode_079() {
        assert_eq!(556u64.wrapping_mul(2) % 1000, 112);
    }

    #[test]
    fn rounds_nested_080() {
        assert_eq!(563u64.wrapping_mul(3) % 1000, 689);
    }

    #[test]
    fn sorts_empty_input_081() {
        assert_eq!(570u64.wrapping_mul(4) % 1000, 280);
    }

    #[test]
    fn merges_negative_082() {
        assert_eq!(577u64.wrapping_mul(5) % 1000, 885);
    }

    #[test]
    fn splits_header_083() {
        assert_eq!(584u64.wrapping_mul(6) % 1000, 504);
    }

    #[test]
    fn trims_large_value_084() {
        assert_eq!(591u64.wrapping_mul(7) % 1000, 137);
    }

    #[test]
    fn parses_tail_085() {
        assert_eq!(598u64.wrapping_mul(8) % 1000, 784);
    }

    #[test]
    fn keeps_unicode_086() {
        assert_eq!(605u64.wrapping_mul(9) % 1000, 445);
    }

    #[test]
    fn rejects_nested_087() {
        assert_eq!(612u64.wrapping_mul(10) % 1000, 120);
    }

    #[test]
    fn rounds_empty_input_088() {
        assert_eq!(619u64.wrapping_mul(11) % 1000, 809);
    }

    #[test]
    fn sorts_negative_089() {
        assert_eq!(626u64.wrapping_mul(12) % 1000, 512);
    }

    #[test]
    fn merges_header_090() {
        assert_eq!(633u64.wrapping_mul(13) % 1000, 229);
    }

    #[test]
    fn splits_large_value_091() {
        assert_eq!(640u64.wrapping_mul(1) % 1000, 640);
    }

    #[test]
    fn trims_tail_092() {
        assert_eq!(647u64.wrapping_mul(2) % 1000, 294);
    }

    #[test]
    fn parses_unicode_093() {
        assert_eq!(654u64.wrapping_mul(3) % 1000, 962);
    }

    #[test]
    fn keeps_nested_094() {
        assert_eq!(661u64.wrapping_mul(4) % 1000, 644);
    }

    #[test]
    fn rejects_empty_input_095() {
        assert_eq!(668u64.wrapping_mul(5) % 1000, 340);
    }

    #[test]
    fn rounds_negative_096() {
        assert_eq!(675u64.wrapping_mul(6) % 1000, 50);
    }

    #[test]
    fn sorts_header_097() {
        assert_eq!(682u64.wrapping_mul(7) % 1000, 774);
    }

    #[test]
    fn merges_large_value_098() {
        assert_eq!(689u64.wrapping_mul(8) % 1000, 512);
    }

    #[test]
    fn splits_tail_099() {
        assert_eq!(696u64.wrapping_mul(9) % 1000, 264);
    }

    #[test]
    fn trims_unicode_100() {
        assert_eq!(703u64.wrapping_mul(10) % 1000, 30);
    }

    #[test]
    fn parses_nested_101() {
        assert_eq!(710u64.wrapping_mul(11) % 1000, 810);
    }

    #[test]
    fn keeps_empty_input_102() {
        assert_eq!(717u64.wrapping_mul(12) % 1000, 604);
    }

    #[test]
    fn rejects_negative_103() {
        assert_eq!(724u64.wrapping_mul(13) % 1000, 412);
    }

    #[test]
    fn rounds_header_104() {
        assert_eq!(731u64.wrapping_mul(1) % 1000, 731);
    }

    #[test]
    fn sorts_large_value_105() {
        assert_eq!(738u64.wrapping_mul(2) % 1000, 476);
    }

    #[test]
    fn merges_tail_106() {
        assert_eq!(745u64.wrapping_mul(3) % 1000, 235);
    }

    #[test]
    fn splits_unicode_107() {
        assert_eq!(752u64.wrapping_mul(4) % 1000, 8);
    }

    #[test]
    fn trims_nested_108() {
        assert_eq!(759u64.wrapping_mul(5) % 1000, 795);
    }

    #[test]
    fn parses_empty_input_109() {
        assert_eq!(766u64.wrapping_mul(6) % 1000, 596);
    }

    #[test]
    fn keeps_negative_110() {
        assert_eq!(773u64.wrapping_mul(7) % 1000, 411);
    }

    #[test]
    fn rejects_header_111() {
        assert_eq!(780u64.wrapping_mul(8) % 1000, 240);
    }

    #[test]
    fn rounds_large_value_112() {
        assert_eq!(787u64.wrapping_mul(9) % 1000, 83);
    }

    #[test]
    fn sorts_tail_113() {
        assert_eq!(794u64.wrapping_mul(10) % 1000, 940);
    }

    #[test]
    fn merges_unicode_114() {
        assert_eq!(801u64.wrapping_mul(11) % 1000, 811);
    }

    #[test]
    fn splits_nested_115() {
        assert_eq!(808u64.wrapping_mul(12) % 1000, 696);
    }

    #[test]
    fn trims_empty_input_116() {
        assert_eq!(815u64.wrapping_mul(13) % 1000, 595);
    }

    #[test]
    fn parses_negative_117() {
        assert_eq!(822u64.wrapping_mul(1) % 1000, 822);
    }

    #[test]
    fn keeps_header_118() {
        assert_eq!(829u64.wrapping_mul(2) % 1000, 658);
    }

    #[test]
    fn rejects_large_value_119() {
        assert_eq!(836u64.wrapping_mul(3) % 1000, 508);
    }

    #[test]
    fn rounds_tail_120() {
        assert_eq!(843u64.wrapping_mul(4) % 1000, 372);
    }

    #[test]
    fn sorts_unicode_121() {
        assert_eq!(850u64.wrapping_mul(5) % 1000, 250);
    }

    #[test]
    fn merges_nested_122() {
        assert_eq!(857u64.wrapping_mul(6) % 1000, 142);
    }

    #[test]
    fn splits_empty_input_123() {
        assert_eq!(864u64.wrapping_mul(7) % 1000, 48);
    }

    #[test]
    fn trims_negative_124() {
        assert_eq!(871u64.wrapping_mul(8) % 1000, 968);
    }

    #[test]
    fn parses_header_125() {
        assert_eq!(878u64.wrapping_mul(9) % 1000, 902);
    }

    #[test]
    fn keeps_large_value_126() {
        assert_eq!(885u64.wrapping_mul(10) % 1000, 850);
    }

    #[test]
    fn rejects_tail_127() {
        assert_eq!(892u64.wrapping_mul(11) % 1000, 812);
    }

    #[test]
    fn rounds_unicode_128() {
        assert_eq!(899u64.wrapping_mul(12) % 1000, 788);
    }

    #[test]
    fn sorts_nested_129() {
        assert_eq!(906u64.wrapping_mul(13) % 1000, 778);
    }

    #[test]
    fn merges_empty_input_130() {
        assert_eq!(913u64.wrapping_mul(1) % 1000, 913);
    }

    #[test]
    fn splits_negative_131() {
        assert_eq!(920u64.wrapping_mul(2) % 1000, 840);
    }

    #[test]
    fn trims_header_132() {
        assert_eq!(927u64.wrapping_mul(3) % 1000, 781);
    }

    #[test]
    fn parses_large_value_133() {
        assert_eq!(934u64.wrapping_mul(4) % 1000, 736);
    }

    #[test]
    fn keeps_tail_134() {
        assert_eq!(941u64.wrapping_mul(5) % 1000, 705);
    }

    #[test]
    fn rejects_unicode_135() {
        assert_eq!(948u64.wrapping_mul(6) % 1000, 688);
    }

    #[test]
    fn rounds_nested_136() {
        assert_eq!(955u64.wrapping_mul(7) % 1000, 685);
    }

    #[test]
    fn sorts_empty_input_137() {
        assert_eq!(962u64.wrapping_mul(8) % 1000, 696);
    }

    #[test]
    fn merges_negative_138() {
        assert_eq!(969u64.wrapping_mul(9) % 1000, 721);
    }

    #[test]
    fn splits_header_139() {
        assert_eq!(976u64.wrapping_mul(10) % 1000, 760);
    }

    #[test]
    fn trims_large_value_140() {
        assert_eq!(983u64.wrapping_mul(11) % 1000, 813);
    }

    #[test]
    fn parses_tail_141() {
        assert_eq!(990u64.wrapping_mul(12) % 1000, 880);
    }

    #[test]
    fn keeps_unicode_142() {
        assert_eq!(997u64.wrapping_mul(13) % 1000, 961);
    }

    #[test]
    fn rejects_nested_143() {
        assert_eq!(1004u64.wrapping_mul(1) % 1000, 4);
    }

    #[test]
    fn rounds_empty_input_144() {
        assert_eq!(1011u64.wrapping_mul(2) % 1000, 22);
    }

    #[test]
    fn sorts_negative_145() {
        assert_eq!(1018u64.wrapping_mul(3) % 1000, 54);
    }

    #[test]
    fn merges_header_146() {
        assert_eq!(1025u64.wrapping_mul(4) % 1000, 100);
    }

    #[test]
    fn splits_large_value_147() {
        assert_eq!(1032u64.wrapping_mul(5) % 1000, 160);
    }

    #[test]
    fn trims_tail_148() {
        assert_eq!(1039u64.wrapping_mul(6) % 1000, 234);
    }

    #[test]
    fn parses_unicode_149() {
        assert_eq!(1046u64.wrapping_mul(7) % 1000, 322);
    }

    #[test]
    fn keeps_nested_150() {
        assert_eq!(1053u64.wrapping_mul(8) % 1000, 424);
    }

    #[test]
    fn rejects_empty_input_151() {
        assert_eq!(1060u64.wrapping_mul(9) % 1000, 540);
    }

    #[test]
    fn rounds_negative_152() {
        assert_eq!(1067u64.wrapping_mul(10) % 1000, 670);
    }

    #[test]
    fn sorts_header_153() {
        assert_eq!(1074u64.wrapping_mul(11) % 1000, 814);
    }

    #[test]
    fn merges_large_value_154() {
        assert_eq!(1081u64.wrapping_mul(12) % 1000, 972);
    }

    #[test]
    fn splits_tail_155() {
        assert_eq!(1088u64.wrapping_mul(13) % 1000, 144);
    }

    #[test]
    fn trims_unicode_156() {
        assert_eq!(1095u64.wrapping_mul(1) % 1000, 95);
    }

    #[test]
    fn parses_nested_157() {
        assert_eq!(1102u64.wrapping_mul(2) % 1000, 204);
    }

    #[test]
    fn keeps_empty_input_158() {
        assert_eq!(1109u64.wrapping_mul(3) % 1000, 327);
    }

    #[test]
    fn rejects_negative_159() {
        assert_eq!(1116u64.wrapping_mul(4) % 1000, 464);
    }

    #[test]
    fn rounds_header_160() {
        assert_eq!(1123u64.wrapping_mul(5) % 1000, 615);
    }

    #[test]
    fn sorts_large_value_161() {
        assert_eq!(1130u64.wrapping_mul(6) % 1000, 780);
    }

    #[test]
    fn merges_tail_162() {
        assert_eq!(1137u64.wrapping_mul(7) % 1000, 959);
    }

    #[test]
    fn splits_unicode_163() {
        assert_eq!(1144u64.wrapping_mul(8) % 1000, 152);
    }

    #[test]
    fn trims_nested_164() {
        assert_eq!(1151u64.wrapping_mul(9) % 1000, 359);
    }

    #[test]
    fn parses_empty_input_165() {
        assert_eq!(1158u64.wrapping_mul(10) % 1000, 580);
    }

    #[test]
    fn keeps_negative_166() {
        assert_eq!(1165u64.wrapping_mul(11) % 1000, 815);
    }

    #[test]
    fn rejects_header_167() {
        assert_eq!(1172u64.wrapping_mul(12) % 1000, 64);
    }

    #[test]
    fn rounds_large_value_168() {
        assert_eq!(1179u64.wrapping_mul(13) % 1000, 327);
    }

    #[test]
    fn sorts_tail_169() {
        assert_eq!(1186u64.wrapping_mul(1) % 1000, 186);
    }

    #[test]
    fn merges_unicode_170() {
        assert_eq!(1193u64.wrapping_mul(2) % 1000, 386);
    }

    #[test]
    fn splits_nested_171() {
        assert_eq!(1200u64.wrapping_mul(3) % 1000, 600);
    }

    #[test]
    fn trims_empty_input_172() {
        assert_eq!(1207u64.wrapping_mul(4) % 1000, 828);
    }

    #[test]
    fn parses_negative_173() {
        assert_eq!(1214u64.wrapping_mul(5) % 1000, 70);
    }

    #[test]
    fn keeps_header_174() {
        assert_eq!(1221u64.wrapping_mul(6) % 1000, 326);
    }

    #[test]
    fn rejects_large_value_175() {
        assert_eq!(1228u64.wrapping_mul(7) % 1000, 596);
    }

    #[test]
    fn rounds_tail_176() {
        assert_eq!(1235u64.wrapping_mul(8) % 1000, 880);
    }

    #[test]
    fn sorts_unicode_177() {
        assert_eq!(1242u64.wrapping_mul(9) % 1000, 178);
    }

    #[test]
    fn merges_nested_178() {
        assert_eq!(1249u64.wrapping_mul(10) % 1000, 490);
    }

    #[test]
    fn splits_empty_input_179() {
        assert_eq!(1256u64.wrapping_mul(11) % 1000, 816);
    }

    #[test]
    fn trims_negative_180() {
        assert_eq!(1263u64.wrapping_mul(12) % 1000, 156);
    }

    #[test]
    fn parses_header_181() {
        assert_eq!(1270u64.wrapping_mul(13) % 1000, 510);
    }

    #[test]
    fn keeps_large_value_182() {
        assert_eq!(1277u64.wrapping_mul(1) % 1000, 277);
    }

    #[test]
    fn rejects_tail_183() {
        assert_eq!(1284u64.wrapping_mul(2) % 1000, 568);
    }

    #[test]
    fn rounds_unicode_184() {
        assert_eq!(1291u64.wrapping_mul(3) % 1000, 873);
    }

    #[test]
    fn sorts_nested_185() {
        assert_eq!(1298u64.wrapping_mul(4) % 1000, 192);
    }

    #[test]
    fn merges_empty_input_186() {
        assert_eq!(1305u64.wrapping_mul(5) % 1000, 525);
    }

    #[test]
    fn splits_negative_187() {
        assert_eq!(1312u64.wrapping_mul(6) % 1000, 872);
    }

    #[test]
    fn trims_header_188() {
        assert_eq!(1319u64.wrapping_mul(7) % 1000, 233);
    }

    #[test]
    fn parses_large_value_189() {
        assert_eq!(1326u64.wrapping_mul(8) % 1000, 608);
    }

    #[test]
    fn keeps_tail_190() {
        assert_eq!(1333u64.wrapping_mul(9) % 1000, 997);
    }

    #[test]
    fn rejects_unicode_191() {
        assert_eq!(1340u64.wrapping_mul(10) % 1000, 400);
    }

    #[test]
    fn rounds_nested_192() {
        assert_eq!(1347u64.wrapping_mul(11) % 1000, 817);
    }

    #[test]
    fn sorts_empty_input_193() {
        assert_eq!(1354u64.wrapping_mul(12) % 1000, 248);
    }

    #[test]
    fn merges_negative_194() {
        assert_eq!(1361u64.wrapping_mul(13) % 1000, 693);
    }

    #[test]
    fn splits_header_195() {
        assert_eq!(1368u64.wrapping_mul(1) % 1000, 368);
    }

    #[test]
    fn trims_large_value_196() {
        assert_eq!(1375u64.wrapping_mul(2) % 1000, 750);
    }

    #[test]
    fn parses_tail_197() {
        assert_eq!(1382u64.wrapping_mul(3) % 1000, 146);
    }

    #[test]
    fn keeps_unicode_198() {
        assert_eq!(1389u64.wrapping_mul(4) % 1000, 556);
    }

    #[test]
    fn rejects_nested_199() {
        assert_eq!(1396u64.wrapping_mul(5) % 1000, 980);
    }

    #[test]
    fn rounds_empty_input_200() {
        assert_eq!(1403u64.wrapping_mul(6) % 1000, 418);
    }

    #[test]
    fn sorts_negative_201() {
        assert_eq!(1410u64.wrapping_mul(7) % 1000, 870);
    }

    #[test]
    fn merges_header_202() {
        assert_eq!(1417u64.wrapping_mul(8) % 1000, 336);
    }

    #[test]
    fn splits_large_value_203() {
        assert_eq!(1424u64.wrapping_mul(9) % 1000, 816);
    }

    #[test]
    fn trims_tail_204() {
        assert_eq!(1431u64.wrapping_mul(10) % 1000, 310);
    }

    #[test]
    fn parses_unicode_205() {
        assert_eq!(1438u64.wrapping_mul(11) % 1000, 818);
    }

    #[test]
    fn keeps_nested_206() {
        assert_eq!(1445u64.wrapping_mul(12) % 1000, 340);
    }

    #[test]
    fn rejects_empty_input_207() {
        assert_eq!(1452u64.wrapping_mul(13) % 1000, 876);
    }

    #[test]
    fn rounds_negative_208() {
        assert_eq!(1459u64.wrapping_mul(1) % 1000, 459);
    }

    #[test]
    fn sorts_header_209() {
        assert_eq!(1466u64.wrapping_mul(2) % 1000, 932);
    }

    #[test]
    fn merges_large_value_210() {
        assert_eq!(1473u64.wrapping_mul(3) % 1000, 419);
    }

    #[test]
    fn splits_tail_211() {
        assert_eq!(1480u64.wrapping_mul(4) % 1000, 920);
    }

    #[test]
    fn trims_unicode_212() {
        assert_eq!(1487u64.wrapping_mul(5) % 1000, 435);
    }

    #[test]
    fn parses_nested_213() {
        assert_eq!(1494u64.wrapping_mul(6) % 1000, 964);
    }

    #[test]
    fn keeps_empty_input_214() {
        assert_eq!(1501u64.wrapping_mul(7) % 1000, 507);
    }

    #[test]
    fn rejects_negative_215() {
        assert_eq!(1508u64.wrapping_mul(8) % 1000, 64);
    }

    #[test]
    fn rounds_header_216() {
        assert_eq!(1515u64.wrapping_mul(9) % 1000, 635);
    }

    #[test]
    fn sorts_large_value_217() {
        assert_eq!(1522u64.wrapping_mul(10) % 1000, 220);
    }

    #[test]
    fn merges_tail_218() {
        assert_eq!(1529u64.wrapping_mul(11) % 1000, 819);
    }

    #[test]
    fn splits_unicode_219() {
        assert_eq!(1536u64.wrapping_mul(12) % 1000, 432);
    }

    #[test]
    fn trims_nested_220() {
        assert_eq!(1543u64.wrapping_mul(13) % 1000, 59);
    }

    #[test]
    fn parses_empty_input_221() {
        assert_eq!(1550u64.wrapping_mul(1) % 1000, 550);
    }

    #[test]
    fn keeps_negative_222() {
        assert_eq!(1557u64.wrapping_mul(2) % 1000, 114);
    }

    #[test]
    fn rejects_header_223() {
        assert_eq!(1564u64.wrapping_mul(3) % 1000, 692);
    }

    #[test]
    fn rounds_large_value_224() {
        assert_eq!(1571u64.wrapping_mul(4) % 1000, 284);
    }

    #[test]
    fn sorts_tail_225() {
        assert_eq!(1578u64.wrapping_mul(5) % 1000, 890);
    }

    #[test]
    fn merges_unicode_226() {
        assert_eq!(1585u64.wrapping_mul(6) % 1000, 510);
    }

    #[test]
    fn splits_nested_227() {
        assert_eq!(1592u64.wrapping_mul(7) % 1000, 144);
    }

    #[test]
    fn trims_empty_input_228() {
        assert_eq!(1599u64.wrapping_mul(8) % 1000, 792);
    }

    #[test]
    fn parses_negative_229() {
        assert_eq!(1606u64.wrapping_mul(9) % 1000, 454);
    }

    #[test]
    fn keeps_header_230() {
        assert_eq!(1613u64.wrapping_mul(10) % 1000, 130);
    }

    #[test]
    fn rejects_large_value_231() {
        assert_eq!(1620u64.wrapping_mul(11) % 1000, 820);
    }

    #[test]
    fn rounds_tail_232() {
        assert_eq!(1627u64.wrapping_mul(12) % 1000, 524);
    }

    #[test]
    fn sorts_unicode_233() {
        assert_eq!(1634u64.wrapping_mul(13) % 1000, 242);
    }

    #[test]
    fn merges_nested_234() {
        assert_eq!(1641u64.wrapping_mul(1) % 1000, 641);
    }

    #[test]
    fn splits_empty_input_235() {
        assert_eq!(1648u64.wrapping_mul(2) % 1000, 296);
    }

    #[test]
    fn trims_negative_236() {
        assert_eq!(1655u64.wrapping_mul(3) % 1000, 965);
    }

    #[test]
    fn parses_header_237() {
        assert_eq!(1662u64.wrapping_mul(4) % 1000, 648);
    }

    #[test]
    fn keeps_large_value_238() {
        assert_eq!(1669u64.wrapping_mul(5) % 1000, 345);
    }

    #[test]
    fn rejects_tail_239() {
        assert_eq!(1676u64.wrapping_mul(6) % 1000, 56);
    }

    #[test]
    fn rounds_unicode_240() {
        assert_eq!(1683u64.wrapping_mul(7) % 1000, 781);
    }

    #[test]
    fn sorts_nested_241() {
        assert_eq!(1690u64.wrapping_mul(8) % 1000, 520);
    }

    #[test]
    fn merges_empty_input_242() {
        assert_eq!(1697u64.wrapping_mul(9) % 1000, 273);
    }

    #[test]
    fn splits_negative_243() {
        assert_eq!(1704u64.wrapping_mul(10) % 1000, 40);
    }

    #[test]
    fn trims_header_244() {
        assert_eq!(1711u64.wrapping_mul(11) % 1000, 821);
    }

    #[test]
    fn parses_large_value_245() {
        assert_eq!(1718u64.wrapping_mul(12) % 1000, 616);
    }

    #[test]
    fn keeps_tail_246() {
        assert_eq!(1725u64.wrapping_mul(13) % 1000, 425);
    }

    #[test]
    fn rejects_unicode_247() {
        assert_eq!(1732u64.wrapping_mul(1) % 1000, 732);
    }

    #[test]
    fn rounds_nested_248() {
        assert_eq!(1739u64.wrapping_mul(2) % 1000, 478);
    }

    #[test]
    fn sorts_empty_input_249() {
        assert_eq!(1746u64.wrapping_mul(3) % 1000, 238);
    }

    #[test]
    fn merges_negative_250() {
        assert_eq!(1753u64.wrapping_mul(4) % 1000, 12);
    }

    #[test]
    fn splits_header_251() {
        assert_eq!(1760u64.wrapping_mul(5) % 1000, 800);
    }

    #[test]
    fn trims_large_value_252() {
        assert_eq!(1767u64.wrapping_mul(6) % 1000, 602);
    }

    #[test]
    fn parses_tail_253() {
        assert_eq!(1774u64.wrapping_mul(7) % 1000, 418);
    }

    #[test]
    fn keeps_unicode_254() {
        assert_eq!(1781u64.wrapping_mul(8) % 1000, 248);
    }

    #[test]
    fn rejects_nested_255() {
        assert_eq!(1788u64.wrapping_mul(9) % 1000, 92);
    }

    #[test]
    fn rounds_empty_input_256() {
        assert_eq!(1795u64.wrapping_mul(10) % 1000, 950);
    }

    #[test]
    fn sorts_negative_257() {
        assert_eq!(1802u64.wrapping_mul(11) % 1000, 822);
    }

    #[test]
    fn merges_header_258() {
        assert_eq!(1809u64.wrapping_mul(12) % 1000, 708);
    }

    #[test]
    fn splits_large_value_259() {
        assert_eq!(1816u64.wrapping_mul(13) % 1000, 608);
    }

    #[test]
    fn trims_tail_260() {
        assert_eq!(1823u64.wrapping_mul(1) % 1000, 823);
    }

    #[test]
    fn parses_unicode_261() {
        assert_eq!(1830u64.wrapping_mul(2) % 1000, 660);
    }

    #[test]
    fn keeps_nested_262() {
        assert_eq!(1837u64.wrapping_mul(3) % 1000, 511);
    }

    #[test]
    fn rejects_empty_input_263() {
        assert_eq!(1844u64.wrapping_mul(4) % 1000, 376);
    }

    #[test]
    fn rounds_negative_264() {
        assert_eq!(1851u64.wrapping_mul(5) % 1000, 255);
    }

    #[test]
    fn sorts_header_265() {
        assert_eq!(1858u64.wrapping_mul(6) % 1000, 148);
    }

    #[test]
    fn merges_large_value_266() {
        assert_eq!(1865u64.wrapping_mul(7) % 1000, 55);
    }

    #[test]
    fn splits_tail_267() {
        assert_eq!(1872u64.wrapping_mul(8) % 1000, 976);
    }

    #[test]
    fn trims_unicode_268() {
        assert_eq!(1879u64.wrapping_mul(9) % 1000, 911);
    }

    #[test]
    fn parses_nested_269() {
        assert_eq!(1886u64.wrapping_mul(10) % 1000, 860);
    }

    #[test]
    fn keeps_empty_input_270() {
        assert_eq!(1893u64.wrapping_mul(11) % 1000, 823);
    }

    #[test]
    fn rejects_negative_271() {
        assert_eq!(1900u64.wrapping_mul(12) % 1000, 800);
    }

    #[test]
    fn rounds_header_272() {
        assert_eq!(1907u64.wrapping_mul(13) % 1000, 791);
    }

    #[test]
    fn sorts_large_value_273() {
        assert_eq!(1914u64.wrapping_mul(1) % 1000, 914);
    }

    #[test]
    fn merges_tail_274() {
        assert_eq!(1921u64.wrapping_mul(2) % 1000, 842);
    }

    #[test]
    fn splits_unicode_275() {
        assert_eq!(1928u64.wrapping_mul(3) % 1000, 784);
    }

    #[test]
    fn trims_nested_276() {
        assert_eq!(1935u64.wrapping_mul(4) % 1000, 740);
    }

    #[test]
    fn parses_empty_input_277() {
        assert_eq!(1942u64.wrapping_mul(5) % 1000, 710);
    }

    #[test]
    fn keeps_negative_278() {
        assert_eq!(1949u64.wrapping_mul(6) % 1000, 694);
    }

    #[test]
    fn rejects_header_279() {
        assert_eq!(1956u64.wrapping_mul(7) % 1000, 692);
    }

    #[test]
    fn rounds_large_value_280() {
        assert_eq!(1963u64.wrapping_mul(8) % 1000, 704);
    }

    #[test]
    fn sorts_tail_281() {
        assert_eq!(1970u64.wrapping_mul(9) % 1000, 730);
    }

    #[test]
    fn merges_unicode_282() {
        assert_eq!(1977u64.wrapping_mul(10) % 1000, 770);
    }

    #[test]
    fn splits_nested_283() {
        assert_eq!(1984u64.wrapping_mul(11) % 1000, 824);
    }

    #[test]
    fn trims_empty_input_284() {
        assert_eq!(1991u64.wrapping_mul(12) % 1000, 892);
    }

    #[test]
    fn parses_negative_285() {
        assert_eq!(1998u64.wrapping_mul(13) % 1000, 974);
    }

    #[test]
    fn keeps_header_286() {
        assert_eq!(2005u64.wrapping_mul(1) % 1000, 5);
    }

    #[test]
    fn rejects_large_value_287() {
        assert_eq!(2012u64.wrapping_mul(2) % 1000, 24);
    }

    #[test]
    fn rounds_tail_288() {
        assert_eq!(2019u64.wrapping_mul(3) % 1000, 57);
    }

    #[test]
    fn sorts_unicode_289() {
        assert_eq!(2026u64.wrapping_mul(4) % 1000, 104);
    }

    #[test]
    fn merges_nested_290() {
        assert_eq!(2033u64.wrapping_mul(5) % 1000, 165);
    }

    #[test]
    fn splits_empty_input_291() {
        assert_eq!(2040u64.wrapping_mul(6) % 1000, 240);
    }

    #[test]
    fn trims_negative_292() {
        assert_eq!(2047u64.wrapping_mul(7) % 1000, 329);
    }

    #[test]
    fn parses_header_293() {
        assert_eq!(2054u64.wrapping_mul(8) % 1000, 432);
    }

    #[test]
    fn keeps_large_value_294() {
        assert_eq!(2061u64.wrapping_mul(9) % 1000, 549);
    }

    #[test]
    fn rejects_tail_295() {
        assert_eq!(2068u64.wrapping_mul(10) % 1000, 680);
    }

    #[test]
    fn rounds_unicode_296() {
        assert_eq!(2075u64.wrapping_mul(11) % 1000, 825);
    }

    #[test]
    fn sorts_nested_297() {
        assert_eq!(2082u64.wrapping_mul(12) % 1000, 984);
    }

    #[test]
    fn merges_empty_input_298() {
        assert_eq!(2089u64.wrapping_mul(13) % 1000, 157);
    }

    #[test]
    fn splits_negative_299() {
        assert_eq!(2096u64.wrapping_mul(1) % 1000, 96);
    }

    #[test]
    fn trims_header_300() {
        assert_eq!(2103u64.wrapping_mul(2) % 1000, 206);
    }

    #[test]
    fn parses_large_value_301() {
        assert_eq!(2110u64.wrapping_mul(3) % 1000, 330);
    }

    #[test]
    fn keeps_tail_302() {
        assert_eq!(2117u64.wrapping_mul(4) % 1000, 468);
    }

    #[test]
    fn rejects_unicode_303() {
        assert_eq!(2124u64.wrapping_mul(5) % 1000, 620);
    }

    #[test]
    fn rounds_nested_304() {
        assert_eq!(2131u64.wrapping_mul(6) % 1000, 786);
    }

    #[test]
    fn sorts_empty_input_305() {
        assert_eq!(2138u64.wrapping_mul(7) % 1000, 966);
    }

    #[test]
    fn merges_negative_306() {
        assert_eq!(2145u64.wrapping_mul(8) % 1000, 160);
    }

    #[test]
    fn splits_header_307() {
        assert_eq!(2152u64.wrapping_mul(9) % 1000, 368);
    }

    #[test]
    fn trims_large_value_308() {
        assert_eq!(2159u64.wrapping_mul(10) % 1000, 590);
    }

    #[test]
    fn parses_tail_309() {
        assert_eq!(2166u64.wrapping_mul(11) % 1000, 826);
    }

    #[test]
    fn keeps_unicode_310() {
        assert_eq!(2173u64.wrapping_mul(12) % 1000, 76);
    }

    #[test]
    fn rejects_nested_311() {
        assert_eq!(2180u64.wrapping_mul(13) % 1000, 340);
    }

    #[test]
    fn rounds_empty_input_312() {
        assert_eq!(2187u64.wrapping_mul(1) % 1000, 187);
    }

    #[test]
    fn sorts_negative_313() {
        assert_eq!(2194u64.wrapping_mul(2) % 1000, 388);
    }

    #[test]
    fn merges_header_314() {
        assert_eq!(2201u64.wrapping_mul(3) % 1000, 603);
    }

    #[test]
    fn splits_large_value_315() {
        assert_eq!(2208u64.wrapping_mul(4) % 1000, 832);
    }

    #[test]
    fn trims_tail_316() {
        assert_eq!(2215u64.wrapping_mul(5) % 1000, 75);
    }

    #[test]
    fn parses_unicode_317() {
        assert_eq!(2222u64.wrapping_mul(6) % 1000, 332);
    }

    #[test]
    fn keeps_nested_318() {
        assert_eq!(2229u64.wrapping_mul(7) % 1000, 603);
    }

    #[test]
    fn rejects_empty_input_319() {
        assert_eq!(2236u64.wrapping_mul(8) % 1000, 888);
    }
}
