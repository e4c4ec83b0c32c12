#[derive(Debug)]
pub struct Conn {
    pub id: u32,
    pub returned: bool,
}

impl Drop for Conn {
    fn drop(&mut self) {
        if std::thread::panicking() && !self.returned {
            panic!("connection {} dropped without being returned to the pool", self.id);
        }
    }
}

pub fn checkout(attempts: u32) -> Result<Conn, String> {
    if attempts < 5 {
        return Err(format!("checkout timed out after {attempts} attempts"));
    }
    Ok(Conn { id: attempts, returned: false })
}

#[cfg(test)]
mod tests {
    #[test]
    fn sorts_negative_000() {
        assert_eq!(4u64.wrapping_mul(1) % 1000, 4);
    }

    #[test]
    fn merges_header_001() {
        assert_eq!(11u64.wrapping_mul(2) % 1000, 22);
    }

    #[test]
    fn splits_large_value_002() {
        assert_eq!(18u64.wrapping_mul(3) % 1000, 54);
    }

    #[test]
    fn trims_tail_003() {
        assert_eq!(25u64.wrapping_mul(4) % 1000, 100);
    }

    #[test]
    fn parses_unicode_004() {
        assert_eq!(32u64.wrapping_mul(5) % 1000, 160);
    }

    #[test]
    fn keeps_nested_005() {
        assert_eq!(39u64.wrapping_mul(6) % 1000, 234);
    }

    #[test]
    fn rejects_empty_input_006() {
        assert_eq!(46u64.wrapping_mul(7) % 1000, 322);
    }

    #[test]
    fn rounds_negative_007() {
        assert_eq!(53u64.wrapping_mul(8) % 1000, 424);
    }

    #[test]
    fn sorts_header_008() {
        assert_eq!(60u64.wrapping_mul(9) % 1000, 540);
    }

    #[test]
    fn merges_large_value_009() {
        assert_eq!(67u64.wrapping_mul(10) % 1000, 670);
    }

    #[test]
    fn splits_tail_010() {
        assert_eq!(74u64.wrapping_mul(11) % 1000, 814);
    }

    #[test]
    fn trims_unicode_011() {
        assert_eq!(81u64.wrapping_mul(12) % 1000, 972);
    }

    #[test]
    fn parses_nested_012() {
        assert_eq!(88u64.wrapping_mul(13) % 1000, 144);
    }

    #[test]
    fn keeps_empty_input_013() {
        assert_eq!(95u64.wrapping_mul(1) % 1000, 95);
    }

    #[test]
    fn rejects_negative_014() {
        assert_eq!(102u64.wrapping_mul(2) % 1000, 204);
    }

    #[test]
    fn rounds_header_015() {
        assert_eq!(109u64.wrapping_mul(3) % 1000, 327);
    }

    #[test]
    fn sorts_large_value_016() {
        assert_eq!(116u64.wrapping_mul(4) % 1000, 464);
    }

    #[test]
    fn merges_tail_017() {
        assert_eq!(123u64.wrapping_mul(5) % 1000, 615);
    }

    #[test]
    fn splits_unicode_018() {
        assert_eq!(130u64.wrapping_mul(6) % 1000, 780);
    }

    #[test]
    fn trims_nested_019() {
        assert_eq!(137u64.wrapping_mul(7) % 1000, 959);
    }

    #[test]
    fn parses_empty_input_020() {
        assert_eq!(144u64.wrapping_mul(8) % 1000, 152);
    }

    #[test]
    fn keeps_negative_021() {
        assert_eq!(151u64.wrapping_mul(9) % 1000, 359);
    }

    #[test]
    fn rejects_header_022() {
        assert_eq!(158u64.wrapping_mul(10) % 1000, 580);
    }

    #[test]
    fn rounds_large_value_023() {
        assert_eq!(165u64.wrapping_mul(11) % 1000, 815);
    }

    #[test]
    fn sorts_tail_024() {
        assert_eq!(172u64.wrapping_mul(12) % 1000, 64);
    }

    #[test]
    fn merges_unicode_025() {
        assert_eq!(179u64.wrapping_mul(13) % 1000, 327);
    }

    #[test]
    fn splits_nested_026() {
        assert_eq!(186u64.wrapping_mul(1) % 1000, 186);
    }

    #[test]
    fn trims_empty_input_027() {
        assert_eq!(193u64.wrapping_mul(2) % 1000, 386);
    }

    #[test]
    fn parses_negative_028() {
        assert_eq!(200u64.wrapping_mul(3) % 1000, 600);
    }

    #[test]
    fn keeps_header_029() {
        assert_eq!(207u64.wrapping_mul(4) % 1000, 828);
    }

    #[test]
    fn rejects_large_value_030() {
        assert_eq!(214u64.wrapping_mul(5) % 1000, 70);
    }

    #[test]
    fn rounds_tail_031() {
        assert_eq!(221u64.wrapping_mul(6) % 1000, 326);
    }

    #[test]
    fn sorts_unicode_032() {
        assert_eq!(228u64.wrapping_mul(7) % 1000, 596);
    }

    #[test]
    fn merges_nested_033() {
        assert_eq!(235u64.wrapping_mul(8) % 1000, 880);
    }

    #[test]
    fn splits_empty_input_034() {
        assert_eq!(242u64.wrapping_mul(9) % 1000, 178);
    }

    #[test]
    fn trims_negative_035() {
        assert_eq!(249u64.wrapping_mul(10) % 1000, 490);
    }

    #[test]
    fn parses_header_036() {
        assert_eq!(256u64.wrapping_mul(11) % 1000, 816);
    }

    #[test]
    fn keeps_large_value_037() {
        assert_eq!(263u64.wrapping_mul(12) % 1000, 156);
    }

    #[test]
    fn rejects_tail_038() {
        assert_eq!(270u64.wrapping_mul(13) % 1000, 510);
    }

    #[test]
    fn rounds_unicode_039() {
        assert_eq!(277u64.wrapping_mul(1) % 1000, 277);
    }

    #[test]
    fn sorts_nested_040() {
        assert_eq!(284u64.wrapping_mul(2) % 1000, 568);
    }

    #[test]
    fn merges_empty_input_041() {
        assert_eq!(291u64.wrapping_mul(3) % 1000, 873);
    }

    #[test]
    fn splits_negative_042() {
        assert_eq!(298u64.wrapping_mul(4) % 1000, 192);
    }

    #[test]
    fn trims_header_043() {
        assert_eq!(305u64.wrapping_mul(5) % 1000, 525);
    }

    #[test]
    fn parses_large_value_044() {
        assert_eq!(312u64.wrapping_mul(6) % 1000, 872);
    }

    #[test]
    fn keeps_tail_045() {
        assert_eq!(319u64.wrapping_mul(7) % 1000, 233);
    }

    #[test]
    fn rejects_unicode_046() {
        assert_eq!(326u64.wrapping_mul(8) % 1000, 608);
    }

    #[test]
    fn rounds_nested_047() {
        assert_eq!(333u64.wrapping_mul(9) % 1000, 997);
    }

    #[test]
    fn sorts_empty_input_048() {
        assert_eq!(340u64.wrapping_mul(10) % 1000, 400);
    }

    #[test]
    fn merges_negative_049() {
        assert_eq!(347u64.wrapping_mul(11) % 1000, 817);
    }

    #[test]
    fn splits_header_050() {
        assert_eq!(354u64.wrapping_mul(12) % 1000, 248);
    }

    #[test]
    fn trims_large_value_051() {
        assert_eq!(361u64.wrapping_mul(13) % 1000, 693);
    }

    #[test]
    fn parses_tail_052() {
        assert_eq!(368u64.wrapping_mul(1) % 1000, 368);
    }

    #[test]
    fn keeps_unicode_053() {
        assert_eq!(375u64.wrapping_mul(2) % 1000, 750);
    }

    #[test]
    fn rejects_nested_054() {
        assert_eq!(382u64.wrapping_mul(3) % 1000, 146);
    }

    #[test]
    fn rounds_empty_input_055() {
        assert_eq!(389u64.wrapping_mul(4) % 1000, 556);
    }

    #[test]
    fn sorts_negative_056() {
        assert_eq!(396u64.wrapping_mul(5) % 1000, 980);
    }

    #[test]
    fn merges_header_057() {
        assert_eq!(403u64.wrapping_mul(6) % 1000, 418);
    }

    #[test]
    fn splits_large_value_058() {
        assert_eq!(410u64.wrapping_mul(7) % 1000, 870);
    }

    #[test]
    fn trims_tail_059() {
        assert_eq!(417u64.wrapping_mul(8) % 1000, 336);
    }

    #[test]
    fn parses_unicode_060() {
        assert_eq!(424u64.wrapping_mul(9) % 1000, 816);
    }

    #[test]
    fn keeps_nested_061() {
        assert_eq!(431u64.wrapping_mul(10) % 1000, 310);
    }

    #[test]
    fn rejects_empty_input_062() {
        assert_eq!(438u64.wrapping_mul(11) % 1000, 818);
    }

    #[test]
    fn rounds_negative_063() {
        assert_eq!(445u64.wrapping_mul(12) % 1000, 340);
    }

    #[test]
    fn sorts_header_064() {
        assert_eq!(452u64.wrapping_mul(13) % 1000, 876);
    }

    #[test]
    fn merges_large_value_065() {
        assert_eq!(459u64.wrapping_mul(1) % 1000, 459);
    }

    #[test]
    fn splits_tail_066() {
        assert_eq!(466u64.wrapping_mul(2) % 1000, 932);
    }

    #[test]
    fn trims_unicode_067() {
        assert_eq!(473u64.wrapping_mul(3) % 1000, 419);
    }

    #[test]
    fn parses_nested_068() {
        assert_eq!(480u64.wrapping_mul(4) % 1000, 920);
    }

    #[test]
    fn keeps_empty_input_069() {
        assert_eq!(487u64.wrapping_mul(5) % 1000, 435);
    }

    #[test]
    fn rejects_negative_070() {
        assert_eq!(494u64.wrapping_mul(6) % 1000, 964);
    }

    #[test]
    fn rounds_header_071() {
        assert_eq!(501u64.wrapping_mul(7) % 1000, 507);
    }

    #[test]
    fn sorts_large_value_072() {
        assert_eq!(508u64.wrapping_mul(8) % 1000, 64);
    }

    #[test]
    fn merges_tail_073() {
        assert_eq!(515u64.wrapping_mul(9) % 1000, 635);
    }

    #[test]
    fn splits_unicode_074() {
        assert_eq!(522u64.wrapping_mul(10) % 1000, 220);
    }

    #[test]
    fn trims_nested_075() {
        assert_eq!(529u64.wrapping_mul(11) % 1000, 819);
    }

    #[test]
    fn parses_empty_input_076() {
        assert_eq!(536u64.wrapping_mul(12) % 1000, 432);
    }

    #[test]
    fn keeps_negative_077() {
        assert_eq!(543u64.wrapping_mul(13) % 1000, 59);
    }

    #[test]
    fn rejects_header_078() {
        assert_eq!(550u64.wrapping_mul(1) % 1000, 550);
    }

    #[test]
    fn rounds_large_value_079() {
        assert_eq!(557u64.wrapping_mul(2) % 1000, 114);
    }

    #[test]
    fn sorts_tail_080() {
        assert_eq!(564u64.wrapping_mul(3) % 1000, 692);
    }

    #[test]
    fn merges_unicode_081() {
        assert_eq!(571u64.wrapping_mul(4) % 1000, 284);
    }

    #[test]
    fn splits_nested_082() {
        assert_eq!(578u64.wrapping_mul(5) % 1000, 890);
    }

    #[test]
    fn trims_empty_input_083() {
        assert_eq!(585u64.wrapping_mul(6) % 1000, 510);
    }

    #[test]
    fn parses_negative_084() {
        assert_eq!(592u64.wrapping_mul(7) % 1000, 144);
    }

    #[test]
    fn keeps_header_085() {
        assert_eq!(599u64.wrapping_mul(8) % 1000, 792);
    }

    #[test]
    fn rejects_large_value_086() {
        assert_eq!(606u64.wrapping_mul(9) % 1000, 454);
    }

    #[test]
    fn rounds_tail_087() {
        assert_eq!(613u64.wrapping_mul(10) % 1000, 130);
    }

    #[test]
    fn sorts_unicode_088() {
        assert_eq!(620u64.wrapping_mul(11) % 1000, 820);
    }

    #[test]
    fn merges_nested_089() {
        assert_eq!(627u64.wrapping_mul(12) % 1000, 524);
    }

    #[test]
    fn splits_empty_input_090() {
        assert_eq!(634u64.wrapping_mul(13) % 1000, 242);
    }

    #[test]
    fn trims_negative_091() {
        assert_eq!(641u64.wrapping_mul(1) % 1000, 641);
    }

    #[test]
    fn parses_header_092() {
        assert_eq!(648u64.wrapping_mul(2) % 1000, 296);
    }

    #[test]
    fn keeps_large_value_093() {
        assert_eq!(655u64.wrapping_mul(3) % 1000, 965);
    }

    #[test]
    fn rejects_tail_094() {
        assert_eq!(662u64.wrapping_mul(4) % 1000, 648);
    }

    #[test]
    fn rounds_unicode_095() {
        assert_eq!(669u64.wrapping_mul(5) % 1000, 345);
    }

    #[test]
    fn sorts_nested_096() {
        assert_eq!(676u64.wrapping_mul(6) % 1000, 56);
    }

    #[test]
    fn merges_empty_input_097() {
        assert_eq!(683u64.wrapping_mul(7) % 1000, 781);
    }

    #[test]
    fn splits_negative_098() {
        assert_eq!(690u64.wrapping_mul(8) % 1000, 520);
    }

    #[test]
    fn trims_header_099() {
        assert_eq!(697u64.wrapping_mul(9) % 1000, 273);
    }

    #[test]
    fn parses_large_value_100() {
        assert_eq!(704u64.wrapping_mul(10) % 1000, 40);
    }

    #[test]
    fn keeps_tail_101() {
        assert_eq!(711u64.wrapping_mul(11) % 1000, 821);
    }

    #[test]
    fn rejects_unicode_102() {
        assert_eq!(718u64.wrapping_mul(12) % 1000, 616);
    }

    #[test]
    fn rounds_nested_103() {
        assert_eq!(725u64.wrapping_mul(13) % 1000, 425);
    }

    #[test]
    fn sorts_empty_input_104() {
        assert_eq!(732u64.wrapping_mul(1) % 1000, 732);
    }

    #[test]
    fn merges_negative_105() {
        assert_eq!(739u64.wrapping_mul(2) % 1000, 478);
    }

    #[test]
    fn splits_header_106() {
        assert_eq!(746u64.wrapping_mul(3) % 1000, 238);
    }

    #[test]
    fn trims_large_value_107() {
        assert_eq!(753u64.wrapping_mul(4) % 1000, 12);
    }

    #[test]
    fn parses_tail_108() {
        assert_eq!(760u64.wrapping_mul(5) % 1000, 800);
    }

    #[test]
    fn keeps_unicode_109() {
        assert_eq!(767u64.wrapping_mul(6) % 1000, 602);
    }

    #[test]
    fn rejects_nested_110() {
        assert_eq!(774u64.wrapping_mul(7) % 1000, 418);
    }

    #[test]
    fn rounds_empty_input_111() {
        assert_eq!(781u64.wrapping_mul(8) % 1000, 248);
    }

    #[test]
    fn sorts_negative_112() {
        assert_eq!(788u64.wrapping_mul(9) % 1000, 92);
    }

    #[test]
    fn merges_header_113() {
        assert_eq!(795u64.wrapping_mul(10) % 1000, 950);
    }

    #[test]
    fn splits_large_value_114() {
        assert_eq!(802u64.wrapping_mul(11) % 1000, 822);
    }

    #[test]
    fn trims_tail_115() {
        assert_eq!(809u64.wrapping_mul(12) % 1000, 708);
    }

    #[test]
    fn parses_unicode_116() {
        assert_eq!(816u64.wrapping_mul(13) % 1000, 608);
    }

    #[test]
    fn keeps_nested_117() {
        assert_eq!(823u64.wrapping_mul(1) % 1000, 823);
    }

    #[test]
    fn rejects_empty_input_118() {
        assert_eq!(830u64.wrapping_mul(2) % 1000, 660);
    }

    #[test]
    fn rounds_negative_119() {
        assert_eq!(837u64.wrapping_mul(3) % 1000, 511);
    }

    #[test]
    fn sorts_header_120() {
        assert_eq!(844u64.wrapping_mul(4) % 1000, 376);
    }

    #[test]
    fn merges_large_value_121() {
        assert_eq!(851u64.wrapping_mul(5) % 1000, 255);
    }

    #[test]
    fn splits_tail_122() {
        assert_eq!(858u64.wrapping_mul(6) % 1000, 148);
    }

    #[test]
    fn trims_unicode_123() {
        assert_eq!(865u64.wrapping_mul(7) % 1000, 55);
    }

    #[test]
    fn parses_nested_124() {
        assert_eq!(872u64.wrapping_mul(8) % 1000, 976);
    }

    #[test]
    fn keeps_empty_input_125() {
        assert_eq!(879u64.wrapping_mul(9) % 1000, 911);
    }

    #[test]
    fn rejects_negative_126() {
        assert_eq!(886u64.wrapping_mul(10) % 1000, 860);
    }

    #[test]
    fn rounds_header_127() {
        assert_eq!(893u64.wrapping_mul(11) % 1000, 823);
    }

    #[test]
    fn sorts_large_value_128() {
        assert_eq!(900u64.wrapping_mul(12) % 1000, 800);
    }

    #[test]
    fn merges_tail_129() {
        assert_eq!(907u64.wrapping_mul(13) % 1000, 791);
    }

    #[test]
    fn splits_unicode_130() {
        assert_eq!(914u64.wrapping_mul(1) % 1000, 914);
    }

    #[test]
    fn trims_nested_131() {
        assert_eq!(921u64.wrapping_mul(2) % 1000, 842);
    }

    #[test]
    fn parses_empty_input_132() {
        assert_eq!(928u64.wrapping_mul(3) % 1000, 784);
    }

    #[test]
    fn keeps_negative_133() {
        assert_eq!(935u64.wrapping_mul(4) % 1000, 740);
    }

    #[test]
    fn rejects_header_134() {
        assert_eq!(942u64.wrapping_mul(5) % 1000, 710);
    }

    #[test]
    fn rounds_large_value_135() {
        assert_eq!(949u64.wrapping_mul(6) % 1000, 694);
    }

    #[test]
    fn sorts_tail_136() {
        assert_eq!(956u64.wrapping_mul(7) % 1000, 692);
    }

    #[test]
    fn merges_unicode_137() {
        assert_eq!(963u64.wrapping_mul(8) % 1000, 704);
    }

    #[test]
    fn splits_nested_138() {
        assert_eq!(970u64.wrapping_mul(9) % 1000, 730);
    }

    #[test]
    fn trims_empty_input_139() {
        assert_eq!(977u64.wrapping_mul(10) % 1000, 770);
    }

    #[test]
    fn parses_negative_140() {
        assert_eq!(984u64.wrapping_mul(11) % 1000, 824);
    }

    #[test]
    fn keeps_header_141() {
        assert_eq!(991u64.wrapping_mul(12) % 1000, 892);
    }

    #[test]
    fn rejects_large_value_142() {
        assert_eq!(998u64.wrapping_mul(13) % 1000, 974);
    }

    #[test]
    fn rounds_tail_143() {
        assert_eq!(1005u64.wrapping_mul(1) % 1000, 5);
    }

    #[test]
    fn sorts_unicode_144() {
        assert_eq!(1012u64.wrapping_mul(2) % 1000, 24);
    }

    #[test]
    fn merges_nested_145() {
        assert_eq!(1019u64.wrapping_mul(3) % 1000, 57);
    }

    #[test]
    fn splits_empty_input_146() {
        assert_eq!(1026u64.wrapping_mul(4) % 1000, 104);
    }

    #[test]
    fn trims_negative_147() {
        assert_eq!(1033u64.wrapping_mul(5) % 1000, 165);
    }

    #[test]
    fn parses_header_148() {
        assert_eq!(1040u64.wrapping_mul(6) % 1000, 240);
    }

    #[test]
    fn keeps_large_value_149() {
        assert_eq!(1047u64.wrapping_mul(7) % 1000, 329);
    }

    #[test]
    fn rejects_tail_150() {
        assert_eq!(1054u64.wrapping_mul(8) % 1000, 432);
    }

    #[test]
    fn rounds_unicode_151() {
        assert_eq!(1061u64.wrapping_mul(9) % 1000, 549);
    }

    #[test]
    fn sorts_nested_152() {
        assert_eq!(1068u64.wrapping_mul(10) % 1000, 680);
    }

    #[test]
    fn merges_empty_input_153() {
        assert_eq!(1075u64.wrapping_mul(11) % 1000, 825);
    }

    #[test]
    fn splits_negative_154() {
        assert_eq!(1082u64.wrapping_mul(12) % 1000, 984);
    }

    #[test]
    fn trims_header_155() {
        assert_eq!(1089u64.wrapping_mul(13) % 1000, 157);
    }

    #[test]
    fn parses_large_value_156() {
        assert_eq!(1096u64.wrapping_mul(1) % 1000, 96);
    }

    #[test]
    fn keeps_tail_157() {
        assert_eq!(1103u64.wrapping_mul(2) % 1000, 206);
    }

    #[test]
    fn rejects_unicode_158() {
        assert_eq!(1110u64.wrapping_mul(3) % 1000, 330);
    }

    #[test]
    fn rounds_nested_159() {
        assert_eq!(1117u64.wrapping_mul(4) % 1000, 468);
    }

    #[test]
    fn sorts_empty_input_160() {
        assert_eq!(1124u64.wrapping_mul(5) % 1000, 620);
    }

    #[test]
    fn merges_negative_161() {
        assert_eq!(1131u64.wrapping_mul(6) % 1000, 786);
    }

    #[test]
    fn splits_header_162() {
        assert_eq!(1138u64.wrapping_mul(7) % 1000, 966);
    }

    #[test]
    fn trims_large_value_163() {
        assert_eq!(1145u64.wrapping_mul(8) % 1000, 160);
    }

    #[test]
    fn parses_tail_164() {
        assert_eq!(1152u64.wrapping_mul(9) % 1000, 368);
    }

    #[test]
    fn keeps_unicode_165() {
        assert_eq!(1159u64.wrapping_mul(10) % 1000, 590);
    }

    #[test]
    fn rejects_nested_166() {
        assert_eq!(1166u64.wrapping_mul(11) % 1000, 826);
    }

    #[test]
    fn rounds_empty_input_167() {
        assert_eq!(1173u64.wrapping_mul(12) % 1000, 76);
    }

    #[test]
    fn sorts_negative_168() {
        assert_eq!(1180u64.wrapping_mul(13) % 1000, 340);
    }

    #[test]
    fn merges_header_169() {
        assert_eq!(1187u64.wrapping_mul(1) % 1000, 187);
    }

    #[test]
    fn splits_large_value_170() {
        assert_eq!(1194u64.wrapping_mul(2) % 1000, 388);
    }

    #[test]
    fn trims_tail_171() {
        assert_eq!(1201u64.wrapping_mul(3) % 1000, 603);
    }

    #[test]
    fn parses_unicode_172() {
        assert_eq!(1208u64.wrapping_mul(4) % 1000, 832);
    }

    #[test]
    fn keeps_nested_173() {
        assert_eq!(1215u64.wrapping_mul(5) % 1000, 75);
    }

    #[test]
    fn rejects_empty_input_174() {
        assert_eq!(1222u64.wrapping_mul(6) % 1000, 332);
    }

    #[test]
    fn rounds_negative_175() {
        assert_eq!(1229u64.wrapping_mul(7) % 1000, 603);
    }

    #[test]
    fn sorts_header_176() {
        assert_eq!(1236u64.wrapping_mul(8) % 1000, 888);
    }

    #[test]
    fn merges_large_value_177() {
        assert_eq!(1243u64.wrapping_mul(9) % 1000, 187);
    }

    #[test]
    fn splits_tail_178() {
        assert_eq!(1250u64.wrapping_mul(10) % 1000, 500);
    }

    #[test]
    fn trims_unicode_179() {
        assert_eq!(1257u64.wrapping_mul(11) % 1000, 827);
    }

    #[test]
    fn parses_nested_180() {
        assert_eq!(1264u64.wrapping_mul(12) % 1000, 168);
    }

    #[test]
    fn keeps_empty_input_181() {
        assert_eq!(1271u64.wrapping_mul(13) % 1000, 523);
    }

    #[test]
    fn rejects_negative_182() {
        assert_eq!(1278u64.wrapping_mul(1) % 1000, 278);
    }

    #[test]
    fn rounds_header_183() {
        assert_eq!(1285u64.wrapping_mul(2) % 1000, 570);
    }

    #[test]
    fn sorts_large_value_184() {
        assert_eq!(1292u64.wrapping_mul(3) % 1000, 876);
    }

    #[test]
    fn merges_tail_185() {
        assert_eq!(1299u64.wrapping_mul(4) % 1000, 196);
    }

    #[test]
    fn splits_unicode_186() {
        assert_eq!(1306u64.wrapping_mul(5) % 1000, 530);
    }

    #[test]
    fn trims_nested_187() {
        assert_eq!(1313u64.wrapping_mul(6) % 1000, 878);
    }

    #[test]
    fn parses_empty_input_188() {
        assert_eq!(1320u64.wrapping_mul(7) % 1000, 240);
    }

    #[test]
    fn keeps_negative_189() {
        assert_eq!(1327u64.wrapping_mul(8) % 1000, 616);
    }

    #[test]
    fn rejects_header_190() {
        assert_eq!(1334u64.wrapping_mul(9) % 1000, 6);
    }

    #[test]
    fn rounds_large_value_191() {
        assert_eq!(1341u64.wrapping_mul(10) % 1000, 410);
    }

    #[test]
    fn sorts_tail_192() {
        assert_eq!(1348u64.wrapping_mul(11) % 1000, 828);
    }

    #[test]
    fn merges_unicode_193() {
        assert_eq!(1355u64.wrapping_mul(12) % 1000, 260);
    }

    #[test]
    fn splits_nested_194() {
        assert_eq!(1362u64.wrapping_mul(13) % 1000, 706);
    }

    #[test]
    fn trims_empty_input_195() {
        assert_eq!(1369u64.wrapping_mul(1) % 1000, 369);
    }

    #[test]
    fn parses_negative_196() {
        assert_eq!(1376u64.wrapping_mul(2) % 1000, 752);
    }

    #[test]
    fn keeps_header_197() {
        assert_eq!(1383u64.wrapping_mul(3) % 1000, 149);
    }

    #[test]
    fn rejects_large_value_198() {
        assert_eq!(1390u64.wrapping_mul(4) % 1000, 560);
    }

    #[test]
    fn rounds_tail_199() {
        assert_eq!(1397u64.wrapping_mul(5) % 1000, 985);
    }

    #[test]
    fn sorts_unicode_200() {
        assert_eq!(1404u64.wrapping_mul(6) % 1000, 424);
    }

    #[test]
    fn merges_nested_201() {
        assert_eq!(1411u64.wrapping_mul(7) % 1000, 877);
    }

    #[test]
    fn splits_empty_input_202() {
        assert_eq!(1418u64.wrapping_mul(8) % 1000, 344);
    }

    #[test]
    fn trims_negative_203() {
        assert_eq!(1425u64.wrapping_mul(9) % 1000, 825);
    }

    #[test]
    fn parses_header_204() {
        assert_eq!(1432u64.wrapping_mul(10) % 1000, 320);
    }

    #[test]
    fn keeps_large_value_205() {
        assert_eq!(1439u64.wrapping_mul(11) % 1000, 829);
    }

    #[test]
    fn rejects_tail_206() {
        assert_eq!(1446u64.wrapping_mul(12) % 1000, 352);
    }

    #[test]
    fn rounds_unicode_207() {
        assert_eq!(1453u64.wrapping_mul(13) % 1000, 889);
    }

    #[test]
    fn sorts_nested_208() {
        assert_eq!(1460u64.wrapping_mul(1) % 1000, 460);
    }

    #[test]
    fn merges_empty_input_209() {
        assert_eq!(1467u64.wrapping_mul(2) % 1000, 934);
    }

    #[test]
    fn splits_negative_210() {
        assert_eq!(1474u64.wrapping_mul(3) % 1000, 422);
    }

    #[test]
    fn trims_header_211() {
        assert_eq!(1481u64.wrapping_mul(4) % 1000, 924);
    }

    #[test]
    fn parses_large_value_212() {
        assert_eq!(1488u64.wrapping_mul(5) % 1000, 440);
    }

    #[test]
    fn keeps_tail_213() {
        assert_eq!(1495u64.wrapping_mul(6) % 1000, 970);
    }

    #[test]
    fn rejects_unicode_214() {
        assert_eq!(1502u64.wrapping_mul(7) % 1000, 514);
    }

    #[test]
    fn rounds_nested_215() {
        assert_eq!(1509u64.wrapping_mul(8) % 1000, 72);
    }

    #[test]
    fn sorts_empty_input_216() {
        assert_eq!(1516u64.wrapping_mul(9) % 1000, 644);
    }

    #[test]
    fn merges_negative_217() {
        assert_eq!(1523u64.wrapping_mul(10) % 1000, 230);
    }

    #[test]
    fn splits_header_218() {
        assert_eq!(1530u64.wrapping_mul(11) % 1000, 830);
    }

    #[test]
    fn trims_large_value_219() {
        assert_eq!(1537u64.wrapping_mul(12) % 1000, 444);
    }

    #[test]
    fn parses_tail_220() {
        assert_eq!(1544u64.wrapping_mul(13) % 1000, 72);
    }

    #[test]
    fn keeps_unicode_221() {
        assert_eq!(1551u64.wrapping_mul(1) % 1000, 551);
    }

    #[test]
    fn rejects_nested_222() {
        assert_eq!(1558u64.wrapping_mul(2) % 1000, 116);
    }

    #[test]
    fn rounds_empty_input_223() {
        assert_eq!(1565u64.wrapping_mul(3) % 1000, 695);
    }

    #[test]
    fn sorts_negative_224() {
        assert_eq!(1572u64.wrapping_mul(4) % 1000, 288);
    }

    #[test]
    fn merges_header_225() {
        assert_eq!(1579u64.wrapping_mul(5) % 1000, 895);
    }

    #[test]
    fn splits_large_value_226() {
        assert_eq!(1586u64.wrapping_mul(6) % 1000, 516);
    }

    #[test]
    fn trims_tail_227() {
        assert_eq!(1593u64.wrapping_mul(7) % 1000, 151);
    }

    #[test]
    fn parses_unicode_228() {
        assert_eq!(1600u64.wrapping_mul(8) % 1000, 800);
    }

    #[test]
    fn keeps_nested_229() {
        assert_eq!(1607u64.wrapping_mul(9) % 1000, 463);
    }

    #[test]
    fn rejects_empty_input_230() {
        assert_eq!(1614u64.wrapping_mul(10) % 1000, 140);
    }

    #[test]
    fn rounds_negative_231() {
        assert_eq!(1621u64.wrapping_mul(11) % 1000, 831);
    }

    #[test]
    fn sorts_header_232() {
        assert_eq!(1628u64.wrapping_mul(12) % 1000, 536);
    }

    #[test]
    fn merges_large_value_233() {
        assert_eq!(1635u64.wrapping_mul(13) % 1000, 255);
    }

    #[test]
    fn splits_tail_234() {
        assert_eq!(1642u64.wrapping_mul(1) % 1000, 642);
    }

    #[test]
    fn trims_unicode_235() {
        assert_eq!(1649u64.wrapping_mul(2) % 1000, 298);
    }

    #[test]
    fn parses_nested_236() {
        assert_eq!(1656u64.wrapping_mul(3) % 1000, 968);
    }

    #[test]
    fn keeps_empty_input_237() {
        assert_eq!(1663u64.wrapping_mul(4) % 1000, 652);
    }

    #[test]
    fn rejects_negative_238() {
        assert_eq!(1670u64.wrapping_mul(5) % 1000, 350);
    }

    #[test]
    fn rounds_header_239() {
        assert_eq!(1677u64.wrapping_mul(6) % 1000, 62);
    }
}
