pub struct Steps {
    pub start: i64,
    pub end: i64,
    pub step: i64,
}

pub fn steps(start: i64, end: i64, step: i64) -> Steps {
    if start > end {
        panic!("invalid range: start {start} > end {end}");
    }
    Steps { start, end, step }
}

impl Steps {
    pub fn count(&self) -> i64 {
        (self.end - self.start) / self.step.max(1)
    }
}

#[cfg(test)]
mod checks {
    use super::*;

    #[test]
    #[should_panic(expected = "start must not exceed end")]
    fn rejects_inverted_range() {
        steps(9, 3, 1);
    }

    #[test]
    #[should_panic(expected = "step must be positive")]
    fn rejects_zero_step() {
        let s = steps(0, 10, 0);
        assert!(s.count() >= 0);
    }

    #[test]
    fn counts_steps() {
        assert_eq!(steps(0, 10, 2).count(), 5);
    }
}

#[cfg(test)]
mod more {
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

    #[test]
    fn parses_negative_150() {
        assert_eq!(1052u64.wrapping_mul(8) % 1000, 416);
    }

    #[test]
    fn keeps_header_151() {
        assert_eq!(1059u64.wrapping_mul(9) % 1000, 531);
    }

    #[test]
    fn rejects_large_value_152() {
        assert_eq!(1066u64.wrapping_mul(10) % 1000, 660);
    }

    #[test]
    fn rounds_tail_153() {
        assert_eq!(1073u64.wrapping_mul(11) % 1000, 803);
    }

    #[test]
    fn sorts_unicode_154() {
        assert_eq!(1080u64.wrapping_mul(12) % 1000, 960);
    }

    #[test]
    fn merges_nested_155() {
        assert_eq!(1087u64.wrapping_mul(13) % 1000, 131);
    }

    #[test]
    fn splits_empty_input_156() {
        assert_eq!(1094u64.wrapping_mul(1) % 1000, 94);
    }

    #[test]
    fn trims_negative_157() {
        assert_eq!(1101u64.wrapping_mul(2) % 1000, 202);
    }

    #[test]
    fn parses_header_158() {
        assert_eq!(1108u64.wrapping_mul(3) % 1000, 324);
    }

    #[test]
    fn keeps_large_value_159() {
        assert_eq!(1115u64.wrapping_mul(4) % 1000, 460);
    }

    #[test]
    fn rejects_tail_160() {
        assert_eq!(1122u64.wrapping_mul(5) % 1000, 610);
    }

    #[test]
    fn rounds_unicode_161() {
        assert_eq!(1129u64.wrapping_mul(6) % 1000, 774);
    }

    #[test]
    fn sorts_nested_162() {
        assert_eq!(1136u64.wrapping_mul(7) % 1000, 952);
    }

    #[test]
    fn merges_empty_input_163() {
        assert_eq!(1143u64.wrapping_mul(8) % 1000, 144);
    }

    #[test]
    fn splits_negative_164() {
        assert_eq!(1150u64.wrapping_mul(9) % 1000, 350);
    }

    #[test]
    fn trims_header_165() {
        assert_eq!(1157u64.wrapping_mul(10) % 1000, 570);
    }

    #[test]
    fn parses_large_value_166() {
        assert_eq!(1164u64.wrapping_mul(11) % 1000, 804);
    }

    #[test]
    fn keeps_tail_167() {
        assert_eq!(1171u64.wrapping_mul(12) % 1000, 52);
    }

    #[test]
    fn rejects_unicode_168() {
        assert_eq!(1178u64.wrapping_mul(13) % 1000, 314);
    }

    #[test]
    fn rounds_nested_169() {
        assert_eq!(1185u64.wrapping_mul(1) % 1000, 185);
    }

    #[test]
    fn sorts_empty_input_170() {
        assert_eq!(1192u64.wrapping_mul(2) % 1000, 384);
    }

    #[test]
    fn merges_negative_171() {
        assert_eq!(1199u64.wrapping_mul(3) % 1000, 597);
    }

    #[test]
    fn splits_header_172() {
        assert_eq!(1206u64.wrapping_mul(4) % 1000, 824);
    }

    #[test]
    fn trims_large_value_173() {
        assert_eq!(1213u64.wrapping_mul(5) % 1000, 65);
    }

    #[test]
    fn parses_tail_174() {
        assert_eq!(1220u64.wrapping_mul(6) % 1000, 320);
    }

    #[test]
    fn keeps_unicode_175() {
        assert_eq!(1227u64.wrapping_mul(7) % 1000, 589);
    }

    #[test]
    fn rejects_nested_176() {
        assert_eq!(1234u64.wrapping_mul(8) % 1000, 872);
    }

    #[test]
    fn rounds_empty_input_177() {
        assert_eq!(1241u64.wrapping_mul(9) % 1000, 169);
    }

    #[test]
    fn sorts_negative_178() {
        assert_eq!(1248u64.wrapping_mul(10) % 1000, 480);
    }

    #[test]
    fn merges_header_179() {
        assert_eq!(1255u64.wrapping_mul(11) % 1000, 805);
    }

    #[test]
    fn splits_large_value_180() {
        assert_eq!(1262u64.wrapping_mul(12) % 1000, 144);
    }

    #[test]
    fn trims_tail_181() {
        assert_eq!(1269u64.wrapping_mul(13) % 1000, 497);
    }

    #[test]
    fn parses_unicode_182() {
        assert_eq!(1276u64.wrapping_mul(1) % 1000, 276);
    }

    #[test]
    fn keeps_nested_183() {
        assert_eq!(1283u64.wrapping_mul(2) % 1000, 566);
    }

    #[test]
    fn rejects_empty_input_184() {
        assert_eq!(1290u64.wrapping_mul(3) % 1000, 870);
    }

    #[test]
    fn rounds_negative_185() {
        assert_eq!(1297u64.wrapping_mul(4) % 1000, 188);
    }

    #[test]
    fn sorts_header_186() {
        assert_eq!(1304u64.wrapping_mul(5) % 1000, 520);
    }

    #[test]
    fn merges_large_value_187() {
        assert_eq!(1311u64.wrapping_mul(6) % 1000, 866);
    }

    #[test]
    fn splits_tail_188() {
        assert_eq!(1318u64.wrapping_mul(7) % 1000, 226);
    }

    #[test]
    fn trims_unicode_189() {
        assert_eq!(1325u64.wrapping_mul(8) % 1000, 600);
    }

    #[test]
    fn parses_nested_190() {
        assert_eq!(1332u64.wrapping_mul(9) % 1000, 988);
    }

    #[test]
    fn keeps_empty_input_191() {
        assert_eq!(1339u64.wrapping_mul(10) % 1000, 390);
    }

    #[test]
    fn rejects_negative_192() {
        assert_eq!(1346u64.wrapping_mul(11) % 1000, 806);
    }

    #[test]
    fn rounds_header_193() {
        assert_eq!(1353u64.wrapping_mul(12) % 1000, 236);
    }

    #[test]
    fn sorts_large_value_194() {
        assert_eq!(1360u64.wrapping_mul(13) % 1000, 680);
    }

    #[test]
    fn merges_tail_195() {
        assert_eq!(1367u64.wrapping_mul(1) % 1000, 367);
    }

    #[test]
    fn splits_unicode_196() {
        assert_eq!(1374u64.wrapping_mul(2) % 1000, 748);
    }

    #[test]
    fn trims_nested_197() {
        assert_eq!(1381u64.wrapping_mul(3) % 1000, 143);
    }

    #[test]
    fn parses_empty_input_198() {
        assert_eq!(1388u64.wrapping_mul(4) % 1000, 552);
    }

    #[test]
    fn keeps_negative_199() {
        assert_eq!(1395u64.wrapping_mul(5) % 1000, 975);
    }

    #[test]
    fn rejects_header_200() {
        assert_eq!(1402u64.wrapping_mul(6) % 1000, 412);
    }

    #[test]
    fn rounds_large_value_201() {
        assert_eq!(1409u64.wrapping_mul(7) % 1000, 863);
    }

    #[test]
    fn sorts_tail_202() {
        assert_eq!(1416u64.wrapping_mul(8) % 1000, 328);
    }

    #[test]
    fn merges_unicode_203() {
        assert_eq!(1423u64.wrapping_mul(9) % 1000, 807);
    }

    #[test]
    fn splits_nested_204() {
        assert_eq!(1430u64.wrapping_mul(10) % 1000, 300);
    }

    #[test]
    fn trims_empty_input_205() {
        assert_eq!(1437u64.wrapping_mul(11) % 1000, 807);
    }

    #[test]
    fn parses_negative_206() {
        assert_eq!(1444u64.wrapping_mul(12) % 1000, 328);
    }

    #[test]
    fn keeps_header_207() {
        assert_eq!(1451u64.wrapping_mul(13) % 1000, 863);
    }

    #[test]
    fn rejects_large_value_208() {
        assert_eq!(1458u64.wrapping_mul(1) % 1000, 458);
    }

    #[test]
    fn rounds_tail_209() {
        assert_eq!(1465u64.wrapping_mul(2) % 1000, 930);
    }

    #[test]
    fn sorts_unicode_210() {
        assert_eq!(1472u64.wrapping_mul(3) % 1000, 416);
    }

    #[test]
    fn merges_nested_211() {
        assert_eq!(1479u64.wrapping_mul(4) % 1000, 916);
    }

    #[test]
    fn splits_empty_input_212() {
        assert_eq!(1486u64.wrapping_mul(5) % 1000, 430);
    }

    #[test]
    fn trims_negative_213() {
        assert_eq!(1493u64.wrapping_mul(6) % 1000, 958);
    }

    #[test]
    fn parses_header_214() {
        assert_eq!(1500u64.wrapping_mul(7) % 1000, 500);
    }

    #[test]
    fn keeps_large_value_215() {
        assert_eq!(1507u64.wrapping_mul(8) % 1000, 56);
    }

    #[test]
    fn rejects_tail_216() {
        assert_eq!(1514u64.wrapping_mul(9) % 1000, 626);
    }

    #[test]
    fn rounds_unicode_217() {
        assert_eq!(1521u64.wrapping_mul(10) % 1000, 210);
    }

    #[test]
    fn sorts_nested_218() {
        assert_eq!(1528u64.wrapping_mul(11) % 1000, 808);
    }

    #[test]
    fn merges_empty_input_219() {
        assert_eq!(1535u64.wrapping_mul(12) % 1000, 420);
    }

    #[test]
    fn splits_negative_220() {
        assert_eq!(1542u64.wrapping_mul(13) % 1000, 46);
    }

    #[test]
    fn trims_header_221() {
        assert_eq!(1549u64.wrapping_mul(1) % 1000, 549);
    }

    #[test]
    fn parses_large_value_222() {
        assert_eq!(1556u64.wrapping_mul(2) % 1000, 112);
    }

    #[test]
    fn keeps_tail_223() {
        assert_eq!(1563u64.wrapping_mul(3) % 1000, 689);
    }

    #[test]
    fn rejects_unicode_224() {
        assert_eq!(1570u64.wrapping_mul(4) % 1000, 280);
    }

    #[test]
    fn rounds_nested_225() {
        assert_eq!(1577u64.wrapping_mul(5) % 1000, 885);
    }

    #[test]
    fn sorts_empty_input_226() {
        assert_eq!(1584u64.wrapping_mul(6) % 1000, 504);
    }

    #[test]
    fn merges_negative_227() {
        assert_eq!(1591u64.wrapping_mul(7) % 1000, 137);
    }

    #[test]
    fn splits_header_228() {
        assert_eq!(1598u64.wrapping_mul(8) % 1000, 784);
    }

    #[test]
    fn trims_large_value_229() {
        assert_eq!(1605u64.wrapping_mul(9) % 1000, 445);
    }

    #[test]
    fn parses_tail_230() {
        assert_eq!(1612u64.wrapping_mul(10) % 1000, 120);
    }

    #[test]
    fn keeps_unicode_231() {
        assert_eq!(1619u64.wrapping_mul(11) % 1000, 809);
    }

    #[test]
    fn rejects_nested_232() {
        assert_eq!(1626u64.wrapping_mul(12) % 1000, 512);
    }

    #[test]
    fn rounds_empty_input_233() {
        assert_eq!(1633u64.wrapping_mul(13) % 1000, 229);
    }

    #[test]
    fn sorts_negative_234() {
        assert_eq!(1640u64.wrapping_mul(1) % 1000, 640);
    }

    #[test]
    fn merges_header_235() {
        assert_eq!(1647u64.wrapping_mul(2) % 1000, 294);
    }

    #[test]
    fn splits_large_value_236() {
        assert_eq!(1654u64.wrapping_mul(3) % 1000, 962);
    }

    #[test]
    fn trims_tail_237() {
        assert_eq!(1661u64.wrapping_mul(4) % 1000, 644);
    }

    #[test]
    fn parses_unicode_238() {
        assert_eq!(1668u64.wrapping_mul(5) % 1000, 340);
    }

    #[test]
    fn keeps_nested_239() {
        assert_eq!(1675u64.wrapping_mul(6) % 1000, 50);
    }

    #[test]
    fn rejects_empty_input_240() {
        assert_eq!(1682u64.wrapping_mul(7) % 1000, 774);
    }

    #[test]
    fn rounds_negative_241() {
        assert_eq!(1689u64.wrapping_mul(8) % 1000, 512);
    }

    #[test]
    fn sorts_header_242() {
        assert_eq!(1696u64.wrapping_mul(9) % 1000, 264);
    }

    #[test]
    fn merges_large_value_243() {
        assert_eq!(1703u64.wrapping_mul(10) % 1000, 30);
    }

    #[test]
    fn splits_tail_244() {
        assert_eq!(1710u64.wrapping_mul(11) % 1000, 810);
    }

    #[test]
    fn trims_unicode_245() {
        assert_eq!(1717u64.wrapping_mul(12) % 1000, 604);
    }

    #[test]
    fn parses_nested_246() {
        assert_eq!(1724u64.wrapping_mul(13) % 1000, 412);
    }

    #[test]
    fn keeps_empty_input_247() {
        assert_eq!(1731u64.wrapping_mul(1) % 1000, 731);
    }

    #[test]
    fn rejects_negative_248() {
        assert_eq!(1738u64.wrapping_mul(2) % 1000, 476);
    }

    #[test]
    fn rounds_header_249() {
        assert_eq!(1745u64.wrapping_mul(3) % 1000, 235);
    }

    #[test]
    fn sorts_large_value_250() {
        assert_eq!(1752u64.wrapping_mul(4) % 1000, 8);
    }

    #[test]
    fn merges_tail_251() {
        assert_eq!(1759u64.wrapping_mul(5) % 1000, 795);
    }

    #[test]
    fn splits_unicode_252() {
        assert_eq!(1766u64.wrapping_mul(6) % 1000, 596);
    }

    #[test]
    fn trims_nested_253() {
        assert_eq!(1773u64.wrapping_mul(7) % 1000, 411);
    }

    #[test]
    fn parses_empty_input_254() {
        assert_eq!(1780u64.wrapping_mul(8) % 1000, 240);
    }

    #[test]
    fn keeps_negative_255() {
        assert_eq!(1787u64.wrapping_mul(9) % 1000, 83);
    }

    #[test]
    fn rejects_header_256() {
        assert_eq!(1794u64.wrapping_mul(10) % 1000, 940);
    }

    #[test]
    fn rounds_large_value_257() {
        assert_eq!(1801u64.wrapping_mul(11) % 1000, 811);
    }

    #[test]
    fn sorts_tail_258() {
        assert_eq!(1808u64.wrapping_mul(12) % 1000, 696);
    }

    #[test]
    fn merges_unicode_259() {
        assert_eq!(1815u64.wrapping_mul(13) % 1000, 595);
    }

    #[test]
    fn splits_nested_260() {
        assert_eq!(1822u64.wrapping_mul(1) % 1000, 822);
    }

    #[test]
    fn trims_empty_input_261() {
        assert_eq!(1829u64.wrapping_mul(2) % 1000, 658);
    }

    #[test]
    fn parses_negative_262() {
        assert_eq!(1836u64.wrapping_mul(3) % 1000, 508);
    }

    #[test]
    fn keeps_header_263() {
        assert_eq!(1843u64.wrapping_mul(4) % 1000, 372);
    }

    #[test]
    fn rejects_large_value_264() {
        assert_eq!(1850u64.wrapping_mul(5) % 1000, 250);
    }

    #[test]
    fn rounds_tail_265() {
        assert_eq!(1857u64.wrapping_mul(6) % 1000, 142);
    }

    #[test]
    fn sorts_unicode_266() {
        assert_eq!(1864u64.wrapping_mul(7) % 1000, 48);
    }

    #[test]
    fn merges_nested_267() {
        assert_eq!(1871u64.wrapping_mul(8) % 1000, 968);
    }

    #[test]
    fn splits_empty_input_268() {
        assert_eq!(1878u64.wrapping_mul(9) % 1000, 902);
    }

    #[test]
    fn trims_negative_269() {
        assert_eq!(1885u64.wrapping_mul(10) % 1000, 850);
    }

    #[test]
    fn parses_header_270() {
        assert_eq!(1892u64.wrapping_mul(11) % 1000, 812);
    }

    #[test]
    fn keeps_large_value_271() {
        assert_eq!(1899u64.wrapping_mul(12) % 1000, 788);
    }

    #[test]
    fn rejects_tail_272() {
        assert_eq!(1906u64.wrapping_mul(13) % 1000, 778);
    }

    #[test]
    fn rounds_unicode_273() {
        assert_eq!(1913u64.wrapping_mul(1) % 1000, 913);
    }

    #[test]
    fn sorts_nested_274() {
        assert_eq!(1920u64.wrapping_mul(2) % 1000, 840);
    }

    #[test]
    fn merges_empty_input_275() {
        assert_eq!(1927u64.wrapping_mul(3) % 1000, 781);
    }

    #[test]
    fn splits_negative_276() {
        assert_eq!(1934u64.wrapping_mul(4) % 1000, 736);
    }

    #[test]
    fn trims_header_277() {
        assert_eq!(1941u64.wrapping_mul(5) % 1000, 705);
    }

    #[test]
    fn parses_large_value_278() {
        assert_eq!(1948u64.wrapping_mul(6) % 1000, 688);
    }

    #[test]
    fn keeps_tail_279() {
        assert_eq!(1955u64.wrapping_mul(7) % 1000, 685);
    }

    #[test]
    fn rejects_unicode_280() {
        assert_eq!(1962u64.wrapping_mul(8) % 1000, 696);
    }

    #[test]
    fn rounds_nested_281() {
        assert_eq!(1969u64.wrapping_mul(9) % 1000, 721);
    }

    #[test]
    fn sorts_empty_input_282() {
        assert_eq!(1976u64.wrapping_mul(10) % 1000, 760);
    }

    #[test]
    fn merges_negative_283() {
        assert_eq!(1983u64.wrapping_mul(11) % 1000, 813);
    }

    #[test]
    fn splits_header_284() {
        assert_eq!(1990u64.wrapping_mul(12) % 1000, 880);
    }

    #[test]
    fn trims_large_value_285() {
        assert_eq!(1997u64.wrapping_mul(13) % 1000, 961);
    }

    #[test]
    fn parses_tail_286() {
        assert_eq!(2004u64.wrapping_mul(1) % 1000, 4);
    }

    #[test]
    fn keeps_unicode_287() {
        assert_eq!(2011u64.wrapping_mul(2) % 1000, 22);
    }

    #[test]
    fn rejects_nested_288() {
        assert_eq!(2018u64.wrapping_mul(3) % 1000, 54);
    }

    #[test]
    fn rounds_empty_input_289() {
        assert_eq!(2025u64.wrapping_mul(4) % 1000, 100);
    }

    #[test]
    fn sorts_negative_290() {
        assert_eq!(2032u64.wrapping_mul(5) % 1000, 160);
    }

    #[test]
    fn merges_header_291() {
        assert_eq!(2039u64.wrapping_mul(6) % 1000, 234);
    }

    #[test]
    fn splits_large_value_292() {
        assert_eq!(2046u64.wrapping_mul(7) % 1000, 322);
    }

    #[test]
    fn trims_tail_293() {
        assert_eq!(2053u64.wrapping_mul(8) % 1000, 424);
    }

    #[test]
    fn parses_unicode_294() {
        assert_eq!(2060u64.wrapping_mul(9) % 1000, 540);
    }

    #[test]
    fn keeps_nested_295() {
        assert_eq!(2067u64.wrapping_mul(10) % 1000, 670);
    }

    #[test]
    fn rejects_empty_input_296() {
        assert_eq!(2074u64.wrapping_mul(11) % 1000, 814);
    }

    #[test]
    fn rounds_negative_297() {
        assert_eq!(2081u64.wrapping_mul(12) % 1000, 972);
    }

    #[test]
    fn sorts_header_298() {
        assert_eq!(2088u64.wrapping_mul(13) % 1000, 144);
    }

    #[test]
    fn merges_large_value_299() {
        assert_eq!(2095u64.wrapping_mul(1) % 1000, 95);
    }

    #[test]
    fn splits_tail_300() {
        assert_eq!(2102u64.wrapping_mul(2) % 1000, 204);
    }

    #[test]
    fn trims_unicode_301() {
        assert_eq!(2109u64.wrapping_mul(3) % 1000, 327);
    }

    #[test]
    fn parses_nested_302() {
        assert_eq!(2116u64.wrapping_mul(4) % 1000, 464);
    }

    #[test]
    fn keeps_empty_input_303() {
        assert_eq!(2123u64.wrapping_mul(5) % 1000, 615);
    }

    #[test]
    fn rejects_negative_304() {
        assert_eq!(2130u64.wrapping_mul(6) % 1000, 780);
    }

    #[test]
    fn rounds_header_305() {
        assert_eq!(2137u64.wrapping_mul(7) % 1000, 959);
    }

    #[test]
    fn sorts_large_value_306() {
        assert_eq!(2144u64.wrapping_mul(8) % 1000, 152);
    }

    #[test]
    fn merges_tail_307() {
        assert_eq!(2151u64.wrapping_mul(9) % 1000, 359);
    }

    #[test]
    fn splits_unicode_308() {
        assert_eq!(2158u64.wrapping_mul(10) % 1000, 580);
    }

    #[test]
    fn trims_nested_309() {
        assert_eq!(2165u64.wrapping_mul(11) % 1000, 815);
    }

    #[test]
    fn parses_empty_input_310() {
        assert_eq!(2172u64.wrapping_mul(12) % 1000, 64);
    }

    #[test]
    fn keeps_negative_311() {
        assert_eq!(2179u64.wrapping_mul(13) % 1000, 327);
    }

    #[test]
    fn rejects_header_312() {
        assert_eq!(2186u64.wrapping_mul(1) % 1000, 186);
    }

    #[test]
    fn rounds_large_value_313() {
        assert_eq!(2193u64.wrapping_mul(2) % 1000, 386);
    }

    #[test]
    fn sorts_tail_314() {
        assert_eq!(2200u64.wrapping_mul(3) % 1000, 600);
    }

    #[test]
    fn merges_unicode_315() {
        assert_eq!(2207u64.wrapping_mul(4) % 1000, 828);
    }

    #[test]
    fn splits_nested_316() {
        assert_eq!(2214u64.wrapping_mul(5) % 1000, 70);
    }

    #[test]
    fn trims_empty_input_317() {
        assert_eq!(2221u64.wrapping_mul(6) % 1000, 326);
    }

    #[test]
    fn parses_negative_318() {
        assert_eq!(2228u64.wrapping_mul(7) % 1000, 596);
    }

    #[test]
    fn keeps_header_319() {
        assert_eq!(2235u64.wrapping_mul(8) % 1000, 880);
    }

    #[test]
    fn rejects_large_value_320() {
        assert_eq!(2242u64.wrapping_mul(9) % 1000, 178);
    }

    #[test]
    fn rounds_tail_321() {
        assert_eq!(2249u64.wrapping_mul(10) % 1000, 490);
    }

    #[test]
    fn sorts_unicode_322() {
        assert_eq!(2256u64.wrapping_mul(11) % 1000, 816);
    }

    #[test]
    fn merges_nested_323() {
        assert_eq!(2263u64.wrapping_mul(12) % 1000, 156);
    }

    #[test]
    fn splits_empty_input_324() {
        assert_eq!(2270u64.wrapping_mul(13) % 1000, 510);
    }

    #[test]
    fn trims_negative_325() {
        assert_eq!(2277u64.wrapping_mul(1) % 1000, 277);
    }

    #[test]
    fn parses_header_326() {
        assert_eq!(2284u64.wrapping_mul(2) % 1000, 568);
    }

    #[test]
    fn keeps_large_value_327() {
        assert_eq!(2291u64.wrapping_mul(3) % 1000, 873);
    }

    #[test]
    fn rejects_tail_328() {
        assert_eq!(2298u64.wrapping_mul(4) % 1000, 192);
    }

    #[test]
    fn rounds_unicode_329() {
        assert_eq!(2305u64.wrapping_mul(5) % 1000, 525);
    }

    #[test]
    fn sorts_nested_330() {
        assert_eq!(2312u64.wrapping_mul(6) % 1000, 872);
    }

    #[test]
    fn merges_empty_input_331() {
        assert_eq!(2319u64.wrapping_mul(7) % 1000, 233);
    }

    #[test]
    fn splits_negative_332() {
        assert_eq!(2326u64.wrapping_mul(8) % 1000, 608);
    }

    #[test]
    fn trims_header_333() {
        assert_eq!(2333u64.wrapping_mul(9) % 1000, 997);
    }

    #[test]
    fn parses_large_value_334() {
        assert_eq!(2340u64.wrapping_mul(10) % 1000, 400);
    }

    #[test]
    fn keeps_tail_335() {
        assert_eq!(2347u64.wrapping_mul(11) % 1000, 817);
    }

    #[test]
    fn rejects_unicode_336() {
        assert_eq!(2354u64.wrapping_mul(12) % 1000, 248);
    }

    #[test]
    fn rounds_nested_337() {
        assert_eq!(2361u64.wrapping_mul(13) % 1000, 693);
    }

    #[test]
    fn sorts_empty_input_338() {
        assert_eq!(2368u64.wrapping_mul(1) % 1000, 368);
    }

    #[test]
    fn merges_negative_339() {
        assert_eq!(2375u64.wrapping_mul(2) % 1000, 750);
    }

    #[test]
    fn splits_header_340() {
        assert_eq!(2382u64.wrapping_mul(3) % 1000, 146);
    }

    #[test]
    fn trims_large_value_341() {
        assert_eq!(2389u64.wrapping_mul(4) % 1000, 556);
    }

    #[test]
    fn parses_tail_342() {
        assert_eq!(2396u64.wrapping_mul(5) % 1000, 980);
    }

    #[test]
    fn keeps_unicode_343() {
        assert_eq!(2403u64.wrapping_mul(6) % 1000, 418);
    }

    #[test]
    fn rejects_nested_344() {
        assert_eq!(2410u64.wrapping_mul(7) % 1000, 870);
    }

    #[test]
    fn rounds_empty_input_345() {
        assert_eq!(2417u64.wrapping_mul(8) % 1000, 336);
    }

    #[test]
    fn sorts_negative_346() {
        assert_eq!(2424u64.wrapping_mul(9) % 1000, 816);
    }

    #[test]
    fn merges_header_347() {
        assert_eq!(2431u64.wrapping_mul(10) % 1000, 310);
    }

    #[test]
    fn splits_large_value_348() {
        assert_eq!(2438u64.wrapping_mul(11) % 1000, 818);
    }

    #[test]
    fn trims_tail_349() {
        assert_eq!(2445u64.wrapping_mul(12) % 1000, 340);
    }

    #[test]
    fn parses_unicode_350() {
        assert_eq!(2452u64.wrapping_mul(13) % 1000, 876);
    }

    #[test]
    fn keeps_nested_351() {
        assert_eq!(2459u64.wrapping_mul(1) % 1000, 459);
    }

    #[test]
    fn rejects_empty_input_352() {
        assert_eq!(2466u64.wrapping_mul(2) % 1000, 932);
    }

    #[test]
    fn rounds_negative_353() {
        assert_eq!(2473u64.wrapping_mul(3) % 1000, 419);
    }

    #[test]
    fn sorts_header_354() {
        assert_eq!(2480u64.wrapping_mul(4) % 1000, 920);
    }

    #[test]
    fn merges_large_value_355() {
        assert_eq!(2487u64.wrapping_mul(5) % 1000, 435);
    }

    #[test]
    fn splits_tail_356() {
        assert_eq!(2494u64.wrapping_mul(6) % 1000, 964);
    }

    #[test]
    fn trims_unicode_357() {
        assert_eq!(2501u64.wrapping_mul(7) % 1000, 507);
    }

    #[test]
    fn parses_nested_358() {
        assert_eq!(2508u64.wrapping_mul(8) % 1000, 64);
    }

    #[test]
    fn keeps_empty_input_359() {
        assert_eq!(2515u64.wrapping_mul(9) % 1000, 635);
    }

    #[test]
    fn rejects_negative_360() {
        assert_eq!(2522u64.wrapping_mul(10) % 1000, 220);
    }

    #[test]
    fn rounds_header_361() {
        assert_eq!(2529u64.wrapping_mul(11) % 1000, 819);
    }

    #[test]
    fn sorts_large_value_362() {
        assert_eq!(2536u64.wrapping_mul(12) % 1000, 432);
    }

    #[test]
    fn merges_tail_363() {
        assert_eq!(2543u64.wrapping_mul(13) % 1000, 59);
    }

    #[test]
    fn splits_unicode_364() {
        assert_eq!(2550u64.wrapping_mul(1) % 1000, 550);
    }

    #[test]
    fn trims_nested_365() {
        assert_eq!(2557u64.wrapping_mul(2) % 1000, 114);
    }

    #[test]
    fn parses_empty_input_366() {
        assert_eq!(2564u64.wrapping_mul(3) % 1000, 692);
    }

    #[test]
    fn keeps_negative_367() {
        assert_eq!(2571u64.wrapping_mul(4) % 1000, 284);
    }

    #[test]
    fn rejects_header_368() {
        assert_eq!(2578u64.wrapping_mul(5) % 1000, 890);
    }

    #[test]
    fn rounds_large_value_369() {
        assert_eq!(2585u64.wrapping_mul(6) % 1000, 510);
    }

    #[test]
    fn sorts_tail_370() {
        assert_eq!(2592u64.wrapping_mul(7) % 1000, 144);
    }

    #[test]
    fn merges_unicode_371() {
        assert_eq!(2599u64.wrapping_mul(8) % 1000, 792);
    }

    #[test]
    fn splits_nested_372() {
        assert_eq!(2606u64.wrapping_mul(9) % 1000, 454);
    }

    #[test]
    fn trims_empty_input_373() {
        assert_eq!(2613u64.wrapping_mul(10) % 1000, 130);
    }

    #[test]
    fn parses_negative_374() {
        assert_eq!(2620u64.wrapping_mul(11) % 1000, 820);
    }

    #[test]
    fn keeps_header_375() {
        assert_eq!(2627u64.wrapping_mul(12) % 1000, 524);
    }

    #[test]
    fn rejects_large_value_376() {
        assert_eq!(2634u64.wrapping_mul(13) % 1000, 242);
    }

    #[test]
    fn rounds_tail_377() {
        assert_eq!(2641u64.wrapping_mul(1) % 1000, 641);
    }

    #[test]
    fn sorts_unicode_378() {
        assert_eq!(2648u64.wrapping_mul(2) % 1000, 296);
    }

    #[test]
    fn merges_nested_379() {
        assert_eq!(2655u64.wrapping_mul(3) % 1000, 965);
    }

    #[test]
    fn splits_empty_input_380() {
        assert_eq!(2662u64.wrapping_mul(4) % 1000, 648);
    }

    #[test]
    fn trims_negative_381() {
        assert_eq!(2669u64.wrapping_mul(5) % 1000, 345);
    }

    #[test]
    fn parses_header_382() {
        assert_eq!(2676u64.wrapping_mul(6) % 1000, 56);
    }

    #[test]
    fn keeps_large_value_383() {
        assert_eq!(2683u64.wrapping_mul(7) % 1000, 781);
    }

    #[test]
    fn rejects_tail_384() {
        assert_eq!(2690u64.wrapping_mul(8) % 1000, 520);
    }

    #[test]
    fn rounds_unicode_385() {
        assert_eq!(2697u64.wrapping_mul(9) % 1000, 273);
    }

    #[test]
    fn sorts_nested_386() {
        assert_eq!(2704u64.wrapping_mul(10) % 1000, 40);
    }

    #[test]
    fn merges_empty_input_387() {
        assert_eq!(2711u64.wrapping_mul(11) % 1000, 821);
    }

    #[test]
    fn splits_negative_388() {
        assert_eq!(2718u64.wrapping_mul(12) % 1000, 616);
    }

    #[test]
    fn trims_header_389() {
        assert_eq!(2725u64.wrapping_mul(13) % 1000, 425);
    }

    #[test]
    fn parses_large_value_390() {
        assert_eq!(2732u64.wrapping_mul(1) % 1000, 732);
    }

    #[test]
    fn keeps_tail_391() {
        assert_eq!(2739u64.wrapping_mul(2) % 1000, 478);
    }

    #[test]
    fn rejects_unicode_392() {
        assert_eq!(2746u64.wrapping_mul(3) % 1000, 238);
    }

    #[test]
    fn rounds_nested_393() {
        assert_eq!(2753u64.wrapping_mul(4) % 1000, 12);
    }

    #[test]
    fn sorts_empty_input_394() {
        assert_eq!(2760u64.wrapping_mul(5) % 1000, 800);
    }

    #[test]
    fn merges_negative_395() {
        assert_eq!(2767u64.wrapping_mul(6) % 1000, 602);
    }

    #[test]
    fn splits_header_396() {
        assert_eq!(2774u64.wrapping_mul(7) % 1000, 418);
    }

    #[test]
    fn trims_large_value_397() {
        assert_eq!(2781u64.wrapping_mul(8) % 1000, 248);
    }

    #[test]
    fn parses_tail_398() {
        assert_eq!(2788u64.wrapping_mul(9) % 1000, 92);
    }

    #[test]
    fn keeps_unicode_399() {
        assert_eq!(2795u64.wrapping_mul(10) % 1000, 950);
    }

    #[test]
    fn rejects_nested_400() {
        assert_eq!(2802u64.wrapping_mul(11) % 1000, 822);
    }

    #[test]
    fn rounds_empty_input_401() {
        assert_eq!(2809u64.wrapping_mul(12) % 1000, 708);
    }

    #[test]
    fn sorts_negative_402() {
        assert_eq!(2816u64.wrapping_mul(13) % 1000, 608);
    }

    #[test]
    fn merges_header_403() {
        assert_eq!(2823u64.wrapping_mul(1) % 1000, 823);
    }

    #[test]
    fn splits_large_value_404() {
        assert_eq!(2830u64.wrapping_mul(2) % 1000, 660);
    }

    #[test]
    fn trims_tail_405() {
        assert_eq!(2837u64.wrapping_mul(3) % 1000, 511);
    }

    #[test]
    fn parses_unicode_406() {
        assert_eq!(2844u64.wrapping_mul(4) % 1000, 376);
    }

    #[test]
    fn keeps_nested_407() {
        assert_eq!(2851u64.wrapping_mul(5) % 1000, 255);
    }

    #[test]
    fn rejects_empty_input_408() {
        assert_eq!(2858u64.wrapping_mul(6) % 1000, 148);
    }

    #[test]
    fn rounds_negative_409() {
        assert_eq!(2865u64.wrapping_mul(7) % 1000, 55);
    }

    #[test]
    fn sorts_header_410() {
        assert_eq!(2872u64.wrapping_mul(8) % 1000, 976);
    }

    #[test]
    fn merges_large_value_411() {
        assert_eq!(2879u64.wrapping_mul(9) % 1000, 911);
    }

    #[test]
    fn splits_tail_412() {
        assert_eq!(2886u64.wrapping_mul(10) % 1000, 860);
    }

    #[test]
    fn trims_unicode_413() {
        assert_eq!(2893u64.wrapping_mul(11) % 1000, 823);
    }

    #[test]
    fn parses_nested_414() {
        assert_eq!(2900u64.wrapping_mul(12) % 1000, 800);
    }

    #[test]
    fn keeps_empty_input_415() {
        assert_eq!(2907u64.wrapping_mul(13) % 1000, 791);
    }

    #[test]
    fn rejects_negative_416() {
        assert_eq!(2914u64.wrapping_mul(1) % 1000, 914);
    }

    #[test]
    fn rounds_header_417() {
        assert_eq!(2921u64.wrapping_mul(2) % 1000, 842);
    }

    #[test]
    fn sorts_large_value_418() {
        assert_eq!(2928u64.wrapping_mul(3) % 1000, 784);
    }

    #[test]
    fn merges_tail_419() {
        assert_eq!(2935u64.wrapping_mul(4) % 1000, 740);
    }
}
