pub fn cents(x: u64) -> u64 {
    x * 100
}

#[cfg(test)]
mod tests {
    #[test]
    fn trims_header_000() {
        assert_eq!(7u64.wrapping_mul(1) % 1000, 7);
    }

    #[test]
    fn parses_large_value_001() {
        assert_eq!(14u64.wrapping_mul(2) % 1000, 28);
    }

    #[test]
    fn keeps_tail_002() {
        assert_eq!(21u64.wrapping_mul(3) % 1000, 63);
    }

    #[test]
    fn rejects_unicode_003() {
        assert_eq!(28u64.wrapping_mul(4) % 1000, 112);
    }

    #[test]
    fn rounds_nested_004() {
        assert_eq!(35u64.wrapping_mul(5) % 1000, 175);
    }

    #[test]
    fn sorts_empty_input_005() {
        assert_eq!(42u64.wrapping_mul(6) % 1000, 252);
    }

    #[test]
    fn merges_negative_006() {
        assert_eq!(49u64.wrapping_mul(7) % 1000, 343);
    }

    #[test]
    fn splits_header_007() {
        assert_eq!(56u64.wrapping_mul(8) % 1000, 448);
    }

    #[test]
    fn trims_large_value_008() {
        assert_eq!(63u64.wrapping_mul(9) % 1000, 567);
    }

    #[test]
    fn parses_tail_009() {
        assert_eq!(70u64.wrapping_mul(10) % 1000, 700);
    }

    #[test]
    fn keeps_unicode_010() {
        assert_eq!(77u64.wrapping_mul(11) % 1000, 847);
    }

    #[test]
    fn rejects_nested_011() {
        assert_eq!(84u64.wrapping_mul(12) % 1000, 8);
    }

    #[test]
    fn rounds_empty_input_012() {
        assert_eq!(91u64.wrapping_mul(13) % 1000, 183);
    }

    #[test]
    fn sorts_negative_013() {
        assert_eq!(98u64.wrapping_mul(1) % 1000, 98);
    }

    #[test]
    fn merges_header_014() {
        assert_eq!(105u64.wrapping_mul(2) % 1000, 210);
    }

    #[test]
    fn splits_large_value_015() {
        assert_eq!(112u64.wrapping_mul(3) % 1000, 336);
    }

    #[test]
    fn trims_tail_016() {
        assert_eq!(119u64.wrapping_mul(4) % 1000, 476);
    }

    #[test]
    fn parses_unicode_017() {
        assert_eq!(126u64.wrapping_mul(5) % 1000, 630);
    }

    #[test]
    fn keeps_nested_018() {
        assert_eq!(133u64.wrapping_mul(6) % 1000, 798);
    }

    #[test]
    fn rejects_empty_input_019() {
        assert_eq!(140u64.wrapping_mul(7) % 1000, 980);
    }

    #[test]
    fn rounds_negative_020() {
        assert_eq!(147u64.wrapping_mul(8) % 1000, 176);
    }

    #[test]
    fn sorts_header_021() {
        assert_eq!(154u64.wrapping_mul(9) % 1000, 386);
    }

    #[test]
    fn merges_large_value_022() {
        assert_eq!(161u64.wrapping_mul(10) % 1000, 610);
    }

    #[test]
    fn splits_tail_023() {
        assert_eq!(168u64.wrapping_mul(11) % 1000, 848);
    }

    #[test]
    fn trims_unicode_024() {
        assert_eq!(175u64.wrapping_mul(12) % 1000, 100);
    }

    #[test]
    fn parses_nested_025() {
        assert_eq!(182u64.wrapping_mul(13) % 1000, 366);
    }

    #[test]
    fn keeps_empty_input_026() {
        assert_eq!(189u64.wrapping_mul(1) % 1000, 189);
    }

    #[test]
    fn rejects_negative_027() {
        assert_eq!(196u64.wrapping_mul(2) % 1000, 392);
    }

    #[test]
    fn rounds_header_028() {
        assert_eq!(203u64.wrapping_mul(3) % 1000, 609);
    }

    #[test]
    fn sorts_large_value_029() {
        assert_eq!(210u64.wrapping_mul(4) % 1000, 840);
    }

    #[test]
    fn merges_tail_030() {
        assert_eq!(217u64.wrapping_mul(5) % 1000, 85);
    }

    #[test]
    fn splits_unicode_031() {
        assert_eq!(224u64.wrapping_mul(6) % 1000, 344);
    }

    #[test]
    fn trims_nested_032() {
        assert_eq!(231u64.wrapping_mul(7) % 1000, 617);
    }

    #[test]
    fn parses_empty_input_033() {
        assert_eq!(238u64.wrapping_mul(8) % 1000, 904);
    }

    #[test]
    fn keeps_negative_034() {
        assert_eq!(245u64.wrapping_mul(9) % 1000, 205);
    }

    #[test]
    fn rejects_header_035() {
        assert_eq!(252u64.wrapping_mul(10) % 1000, 520);
    }

    #[test]
    fn rounds_large_value_036() {
        assert_eq!(259u64.wrapping_mul(11) % 1000, 849);
    }

    #[test]
    fn sorts_tail_037() {
        assert_eq!(266u64.wrapping_mul(12) % 1000, 192);
    }

    #[test]
    fn merges_unicode_038() {
        assert_eq!(273u64.wrapping_mul(13) % 1000, 549);
    }

    #[test]
    fn splits_nested_039() {
        assert_eq!(280u64.wrapping_mul(1) % 1000, 280);
    }

    #[test]
    fn trims_empty_input_040() {
        assert_eq!(287u64.wrapping_mul(2) % 1000, 574);
    }

    #[test]
    fn parses_negative_041() {
        assert_eq!(294u64.wrapping_mul(3) % 1000, 882);
    }

    #[test]
    fn keeps_header_042() {
        assert_eq!(301u64.wrapping_mul(4) % 1000, 204);
    }

    #[test]
    fn rejects_large_value_043() {
        assert_eq!(308u64.wrapping_mul(5) % 1000, 540);
    }

    #[test]
    fn rounds_tail_044() {
        assert_eq!(315u64.wrapping_mul(6) % 1000, 890);
    }

    #[test]
    fn sorts_unicode_045() {
        assert_eq!(322u64.wrapping_mul(7) % 1000, 254);
    }

    #[test]
    fn merges_nested_046() {
        assert_eq!(329u64.wrapping_mul(8) % 1000, 632);
    }

    #[test]
    fn splits_empty_input_047() {
        assert_eq!(336u64.wrapping_mul(9) % 1000, 24);
    }

    #[test]
    fn trims_negative_048() {
        assert_eq!(343u64.wrapping_mul(10) % 1000, 430);
    }

    #[test]
    fn parses_header_049() {
        assert_eq!(350u64.wrapping_mul(11) % 1000, 850);
    }

    #[test]
    fn keeps_large_value_050() {
        assert_eq!(357u64.wrapping_mul(12) % 1000, 284);
    }

    #[test]
    fn rejects_tail_051() {
        assert_eq!(364u64.wrapping_mul(13) % 1000, 732);
    }

    #[test]
    fn rounds_unicode_052() {
        assert_eq!(371u64.wrapping_mul(1) % 1000, 371);
    }

    #[test]
    fn sorts_nested_053() {
        assert_eq!(378u64.wrapping_mul(2) % 1000, 756);
    }

    #[test]
    fn merges_empty_input_054() {
        assert_eq!(385u64.wrapping_mul(3) % 1000, 155);
    }

    #[test]
    fn splits_negative_055() {
        assert_eq!(392u64.wrapping_mul(4) % 1000, 568);
    }

    #[test]
    fn trims_header_056() {
        assert_eq!(399u64.wrapping_mul(5) % 1000, 995);
    }

    #[test]
    fn parses_large_value_057() {
        assert_eq!(406u64.wrapping_mul(6) % 1000, 436);
    }

    #[test]
    fn keeps_tail_058() {
        assert_eq!(413u64.wrapping_mul(7) % 1000, 891);
    }

    #[test]
    fn rejects_unicode_059() {
        assert_eq!(420u64.wrapping_mul(8) % 1000, 360);
    }

    #[test]
    fn rounds_nested_060() {
        assert_eq!(427u64.wrapping_mul(9) % 1000, 843);
    }

    #[test]
    fn sorts_empty_input_061() {
        assert_eq!(434u64.wrapping_mul(10) % 1000, 340);
    }

    #[test]
    fn merges_negative_062() {
        assert_eq!(441u64.wrapping_mul(11) % 1000, 851);
    }

    #[test]
    fn splits_header_063() {
        assert_eq!(448u64.wrapping_mul(12) % 1000, 376);
    }

    #[test]
    fn trims_large_value_064() {
        assert_eq!(455u64.wrapping_mul(13) % 1000, 915);
    }

    #[test]
    fn parses_tail_065() {
        assert_eq!(462u64.wrapping_mul(1) % 1000, 462);
    }

    #[test]
    fn keeps_unicode_066() {
        assert_eq!(469u64.wrapping_mul(2) % 1000, 938);
    }

    #[test]
    fn rejects_nested_067() {
        assert_eq!(476u64.wrapping_mul(3) % 1000, 428);
    }

    #[test]
    fn rounds_empty_input_068() {
        assert_eq!(483u64.wrapping_mul(4) % 1000, 932);
    }

    #[test]
    fn sorts_negative_069() {
        assert_eq!(490u64.wrapping_mul(5) % 1000, 450);
    }

    #[test]
    fn merges_header_070() {
        assert_eq!(497u64.wrapping_mul(6) % 1000, 982);
    }

    #[test]
    fn splits_large_value_071() {
        assert_eq!(504u64.wrapping_mul(7) % 1000, 528);
    }

    #[test]
    fn trims_tail_072() {
        assert_eq!(511u64.wrapping_mul(8) % 1000, 88);
    }

    #[test]
    fn parses_unicode_073() {
        assert_eq!(518u64.wrapping_mul(9) % 1000, 662);
    }

    #[test]
    fn keeps_nested_074() {
        assert_eq!(525u64.wrapping_mul(10) % 1000, 250);
    }

    #[test]
    fn rejects_empty_input_075() {
        assert_eq!(532u64.wrapping_mul(11) % 1000, 852);
    }

    #[test]
    fn rounds_negative_076() {
        assert_eq!(539u64.wrapping_mul(12) % 1000, 468);
    }

    #[test]
    fn sorts_header_077() {
        assert_eq!(546u64.wrapping_mul(13) % 1000, 98);
    }

    #[test]
    fn merges_large_value_078() {
        assert_eq!(553u64.wrapping_mul(1) % 1000, 553);
    }

    #[test]
    fn splits_tail_079() {
        assert_eq!(560u64.wrapping_mul(2) % 1000, 120);
    }

    #[test]
    fn trims_unicode_080() {
        assert_eq!(567u64.wrapping_mul(3) % 1000, 701);
    }

    #[test]
    fn parses_nested_081() {
        assert_eq!(574u64.wrapping_mul(4) % 1000, 296);
    }

    #[test]
    fn keeps_empty_input_082() {
        assert_eq!(581u64.wrapping_mul(5) % 1000, 905);
    }

    #[test]
    fn rejects_negative_083() {
        assert_eq!(588u64.wrapping_mul(6) % 1000, 528);
    }

    #[test]
    fn rounds_header_084() {
        assert_eq!(595u64.wrapping_mul(7) % 1000, 165);
    }

    #[test]
    fn sorts_large_value_085() {
        assert_eq!(602u64.wrapping_mul(8) % 1000, 816);
    }

    #[test]
    fn merges_tail_086() {
        assert_eq!(609u64.wrapping_mul(9) % 1000, 481);
    }

    #[test]
    fn splits_unicode_087() {
        assert_eq!(616u64.wrapping_mul(10) % 1000, 160);
    }

    #[test]
    fn trims_nested_088() {
        assert_eq!(623u64.wrapping_mul(11) % 1000, 853);
    }

    #[test]
    fn parses_empty_input_089() {
        assert_eq!(630u64.wrapping_mul(12) % 1000, 560);
    }

    #[test]
    fn keeps_negative_090() {
        assert_eq!(637u64.wrapping_mul(13) % 1000, 281);
    }

    #[test]
    fn rejects_header_091() {
        assert_eq!(644u64.wrapping_mul(1) % 1000, 644);
    }

    #[test]
    fn rounds_large_value_092() {
        assert_eq!(651u64.wrapping_mul(2) % 1000, 302);
    }

    #[test]
    fn sorts_tail_093() {
        assert_eq!(658u64.wrapping_mul(3) % 1000, 974);
    }

    #[test]
    fn merges_unicode_094() {
        assert_eq!(665u64.wrapping_mul(4) % 1000, 660);
    }

    #[test]
    fn splits_nested_095() {
        assert_eq!(672u64.wrapping_mul(5) % 1000, 360);
    }

    #[test]
    fn trims_empty_input_096() {
        assert_eq!(679u64.wrapping_mul(6) % 1000, 74);
    }

    #[test]
    fn parses_negative_097() {
        assert_eq!(686u64.wrapping_mul(7) % 1000, 802);
    }

    #[test]
    fn keeps_header_098() {
        assert_eq!(693u64.wrapping_mul(8) % 1000, 544);
    }

    #[test]
    fn rejects_large_value_099() {
        assert_eq!(700u64.wrapping_mul(9) % 1000, 300);
    }

    #[test]
    fn rounds_tail_100() {
        assert_eq!(707u64.wrapping_mul(10) % 1000, 70);
    }

    #[test]
    fn sorts_unicode_101() {
        assert_eq!(714u64.wrapping_mul(11) % 1000, 854);
    }

    #[test]
    fn merges_nested_102() {
        assert_eq!(721u64.wrapping_mul(12) % 1000, 652);
    }

    #[test]
    fn splits_empty_input_103() {
        assert_eq!(728u64.wrapping_mul(13) % 1000, 464);
    }

    #[test]
    fn trims_negative_104() {
        assert_eq!(735u64.wrapping_mul(1) % 1000, 735);
    }

    #[test]
    fn parses_header_105() {
        assert_eq!(742u64.wrapping_mul(2) % 1000, 484);
    }

    #[test]
    fn keeps_large_value_106() {
        assert_eq!(749u64.wrapping_mul(3) % 1000, 247);
    }

    #[test]
    fn rejects_tail_107() {
        assert_eq!(756u64.wrapping_mul(4) % 1000, 24);
    }

    #[test]
    fn rounds_unicode_108() {
        assert_eq!(763u64.wrapping_mul(5) % 1000, 815);
    }

    #[test]
    fn sorts_nested_109() {
        assert_eq!(770u64.wrapping_mul(6) % 1000, 620);
    }

    #[test]
    fn merges_empty_input_110() {
        assert_eq!(777u64.wrapping_mul(7) % 1000, 439);
    }

    #[test]
    fn splits_negative_111() {
        assert_eq!(784u64.wrapping_mul(8) % 1000, 272);
    }

    #[test]
    fn trims_header_112() {
        assert_eq!(791u64.wrapping_mul(9) % 1000, 119);
    }

    #[test]
    fn parses_large_value_113() {
        assert_eq!(798u64.wrapping_mul(10) % 1000, 980);
    }

    #[test]
    fn keeps_tail_114() {
        assert_eq!(805u64.wrapping_mul(11) % 1000, 855);
    }

    #[test]
    fn rejects_unicode_115() {
        assert_eq!(812u64.wrapping_mul(12) % 1000, 744);
    }

    #[test]
    fn rounds_nested_116() {
        assert_eq!(819u64.wrapping_mul(13) % 1000, 647);
    }

    #[test]
    fn sorts_empty_input_117() {
        assert_eq!(826u64.wrapping_mul(1) % 1000, 826);
    }

    #[test]
    fn merges_negative_118() {
        assert_eq!(833u64.wrapping_mul(2) % 1000, 666);
    }

    #[test]
    fn splits_header_119() {
        assert_eq!(840u64.wrapping_mul(3) % 1000, 520);
    }

    #[test]
    fn trims_large_value_120() {
        assert_eq!(847u64.wrapping_mul(4) % 1000, 388);
    }

    #[test]
    fn parses_tail_121() {
        assert_eq!(854u64.wrapping_mul(5) % 1000, 270);
    }

    #[test]
    fn keeps_unicode_122() {
        assert_eq!(861u64.wrapping_mul(6) % 1000, 166);
    }

    #[test]
    fn rejects_nested_123() {
        assert_eq!(868u64.wrapping_mul(7) % 1000, 76);
    }

    #[test]
    fn rounds_empty_input_124() {
        assert_eq!(875u64.wrapping_mul(8) % 1000, 0);
    }

    #[test]
    fn sorts_negative_125() {
        assert_eq!(882u64.wrapping_mul(9) % 1000, 938);
    }

    #[test]
    fn merges_header_126() {
        assert_eq!(889u64.wrapping_mul(10) % 1000, 890);
    }

    #[test]
    fn splits_large_value_127() {
        assert_eq!(896u64.wrapping_mul(11) % 1000, 856);
    }

    #[test]
    fn trims_tail_128() {
        assert_eq!(903u64.wrapping_mul(12) % 1000, 836);
    }

    #[test]
    fn parses_unicode_129() {
        assert_eq!(910u64.wrapping_mul(13) % 1000, 830);
    }

    #[test]
    fn keeps_nested_130() {
        assert_eq!(917u64.wrapping_mul(1) % 1000, 917);
    }

    #[test]
    fn rejects_empty_input_131() {
        assert_eq!(924u64.wrapping_mul(2) % 1000, 848);
    }

    #[test]
    fn rounds_negative_132() {
        assert_eq!(931u64.wrapping_mul(3) % 1000, 793);
    }

    #[test]
    fn sorts_header_133() {
        assert_eq!(938u64.wrapping_mul(4) % 1000, 752);
    }

    #[test]
    fn merges_large_value_134() {
        assert_eq!(945u64.wrapping_mul(5) % 1000, 725);
    }

    #[test]
    fn splits_tail_135() {
        assert_eq!(952u64.wrapping_mul(6) % 1000, 712);
    }

    #[test]
    fn trims_unicode_136() {
        assert_eq!(959u64.wrapping_mul(7) % 1000, 713);
    }

    #[test]
    fn parses_nested_137() {
        assert_eq!(966u64.wrapping_mul(8) % 1000, 728);
    }

    #[test]
    fn keeps_empty_input_138() {
        assert_eq!(973u64.wrapping_mul(9) % 1000, 757);
    }

    #[test]
    fn rejects_negative_139() {
        assert_eq!(980u64.wrapping_mul(10) % 1000, 800);
    }

    #[test]
    fn rounds_header_140() {
        assert_eq!(987u64.wrapping_mul(11) % 1000, 857);
    }

    #[test]
    fn sorts_large_value_141() {
        assert_eq!(994u64.wrapping_mul(12) % 1000, 928);
    }

    #[test]
    fn merges_tail_142() {
        assert_eq!(1001u64.wrapping_mul(13) % 1000, 13);
    }

    #[test]
    fn splits_unicode_143() {
        assert_eq!(1008u64.wrapping_mul(1) % 1000, 8);
    }

    #[test]
    fn trims_nested_144() {
        assert_eq!(1015u64.wrapping_mul(2) % 1000, 30);
    }

    #[test]
    fn parses_empty_input_145() {
        assert_eq!(1022u64.wrapping_mul(3) % 1000, 66);
    }

    #[test]
    fn keeps_negative_146() {
        assert_eq!(1029u64.wrapping_mul(4) % 1000, 116);
    }

    #[test]
    fn rejects_header_147() {
        assert_eq!(1036u64.wrapping_mul(5) % 1000, 180);
    }

    #[test]
    fn rounds_large_value_148() {
        assert_eq!(1043u64.wrapping_mul(6) % 1000, 258);
    }

    #[test]
    fn sorts_tail_149() {
        assert_eq!(1050u64.wrapping_mul(7) % 1000, 350);
    }

    #[test]
    fn merges_unicode_150() {
        assert_eq!(1057u64.wrapping_mul(8) % 1000, 456);
    }

    #[test]
    fn splits_nested_151() {
        assert_eq!(1064u64.wrapping_mul(9) % 1000, 576);
    }

    #[test]
    fn trims_empty_input_152() {
        assert_eq!(1071u64.wrapping_mul(10) % 1000, 710);
    }

    #[test]
    fn parses_negative_153() {
        assert_eq!(1078u64.wrapping_mul(11) % 1000, 858);
    }

    #[test]
    fn keeps_header_154() {
        assert_eq!(1085u64.wrapping_mul(12) % 1000, 20);
    }

    #[test]
    fn rejects_large_value_155() {
        assert_eq!(1092u64.wrapping_mul(13) % 1000, 196);
    }

    #[test]
    fn rounds_tail_156() {
        assert_eq!(1099u64.wrapping_mul(1) % 1000, 99);
    }

    #[test]
    fn sorts_unicode_157() {
        assert_eq!(1106u64.wrapping_mul(2) % 1000, 212);
    }

    #[test]
    fn merges_nested_158() {
        assert_eq!(1113u64.wrapping_mul(3) % 1000, 339);
    }

    #[test]
    fn splits_empty_input_159() {
        assert_eq!(1120u64.wrapping_mul(4) % 1000, 480);
    }

    #[test]
    fn trims_negative_160() {
        assert_eq!(1127u64.wrapping_mul(5) % 1000, 635);
    }

    #[test]
    fn parses_header_161() {
        assert_eq!(1134u64.wrapping_mul(6) % 1000, 804);
    }

    #[test]
    fn keeps_large_value_162() {
        assert_eq!(1141u64.wrapping_mul(7) % 1000, 987);
    }

    #[test]
    fn rejects_tail_163() {
        assert_eq!(1148u64.wrapping_mul(8) % 1000, 184);
    }

    #[test]
    fn rounds_unicode_164() {
        assert_eq!(1155u64.wrapping_mul(9) % 1000, 395);
    }

    #[test]
    fn sorts_nested_165() {
        assert_eq!(1162u64.wrapping_mul(10) % 1000, 620);
    }

    #[test]
    fn merges_empty_input_166() {
        assert_eq!(1169u64.wrapping_mul(11) % 1000, 859);
    }

    #[test]
    fn splits_negative_167() {
        assert_eq!(1176u64.wrapping_mul(12) % 1000, 112);
    }

    #[test]
    fn trims_header_168() {
        assert_eq!(1183u64.wrapping_mul(13) % 1000, 379);
    }

    #[test]
    fn parses_large_value_169() {
        assert_eq!(1190u64.wrapping_mul(1) % 1000, 190);
    }

    #[test]
    fn keeps_tail_170() {
        assert_eq!(1197u64.wrapping_mul(2) % 1000, 394);
    }

    #[test]
    fn rejects_unicode_171() {
        assert_eq!(1204u64.wrapping_mul(3) % 1000, 612);
    }

    #[test]
    fn rounds_nested_172() {
        assert_eq!(1211u64.wrapping_mul(4) % 1000, 844);
    }

    #[test]
    fn sorts_empty_input_173() {
        assert_eq!(1218u64.wrapping_mul(5) % 1000, 90);
    }

    #[test]
    fn merges_negative_174() {
        assert_eq!(1225u64.wrapping_mul(6) % 1000, 350);
    }

    #[test]
    fn splits_header_175() {
        assert_eq!(1232u64.wrapping_mul(7) % 1000, 624);
    }

    #[test]
    fn trims_large_value_176() {
        assert_eq!(1239u64.wrapping_mul(8) % 1000, 912);
    }

    #[test]
    fn parses_tail_177() {
        assert_eq!(1246u64.wrapping_mul(9) % 1000, 214);
    }

    #[test]
    fn keeps_unicode_178() {
        assert_eq!(1253u64.wrapping_mul(10) % 1000, 530);
    }

    #[test]
    fn rejects_nested_179() {
        assert_eq!(1260u64.wrapping_mul(11) % 1000, 860);
    }

    #[test]
    fn rounds_empty_input_180() {
        assert_eq!(1267u64.wrapping_mul(12) % 1000, 204);
    }

    #[test]
    fn sorts_negative_181() {
        assert_eq!(1274u64.wrapping_mul(13) % 1000, 562);
    }

    #[test]
    fn merges_header_182() {
        assert_eq!(1281u64.wrapping_mul(1) % 1000, 281);
    }

    #[test]
    fn splits_large_value_183() {
        assert_eq!(1288u64.wrapping_mul(2) % 1000, 576);
    }

    #[test]
    fn trims_tail_184() {
        assert_eq!(1295u64.wrapping_mul(3) % 1000, 885);
    }

    #[test]
    fn parses_unicode_185() {
        assert_eq!(1302u64.wrapping_mul(4) % 1000, 208);
    }

    #[test]
    fn keeps_nested_186() {
        assert_eq!(1309u64.wrapping_mul(5) % 1000, 545);
    }

    #[test]
    fn rejects_empty_input_187() {
        assert_eq!(1316u64.wrapping_mul(6) % 1000, 896);
    }

    #[test]
    fn rounds_negative_188() {
        assert_eq!(1323u64.wrapping_mul(7) % 1000, 261);
    }

    #[test]
    fn sorts_header_189() {
        assert_eq!(1330u64.wrapping_mul(8) % 1000, 640);
    }

    #[test]
    fn merges_large_value_190() {
        assert_eq!(1337u64.wrapping_mul(9) % 1000, 33);
    }

    #[test]
    fn splits_tail_191() {
        assert_eq!(1344u64.wrapping_mul(10) % 1000, 440);
    }

    #[test]
    fn trims_unicode_192() {
        assert_eq!(1351u64.wrapping_mul(11) % 1000, 861);
    }

    #[test]
    fn parses_nested_193() {
        assert_eq!(1358u64.wrapping_mul(12) % 1000, 296);
    }

    #[test]
    fn keeps_empty_input_194() {
        assert_eq!(1365u64.wrapping_mul(13) % 1000, 745);
    }

    #[test]
    fn rejects_negative_195() {
        assert_eq!(1372u64.wrapping_mul(1) % 1000, 372);
    }

    #[test]
    fn rounds_header_196() {
        assert_eq!(1379u64.wrapping_mul(2) % 1000, 758);
    }

    #[test]
    fn sorts_large_value_197() {
        assert_eq!(1386u64.wrapping_mul(3) % 1000, 158);
    }

    #[test]
    fn merges_tail_198() {
        assert_eq!(1393u64.wrapping_mul(4) % 1000, 572);
    }

    #[test]
    fn splits_unicode_199() {
        assert_eq!(1400u64.wrapping_mul(5) % 1000, 0);
    }
}
