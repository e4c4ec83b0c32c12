pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn rejects_negative_000() {
        assert_eq!(18u64.wrapping_mul(1) % 1000, 18);
    }

    #[test]
    fn rounds_header_001() {
        assert_eq!(25u64.wrapping_mul(2) % 1000, 50);
    }

    #[test]
    fn sorts_large_value_002() {
        assert_eq!(32u64.wrapping_mul(3) % 1000, 96);
    }

    #[test]
    fn merges_tail_003() {
        assert_eq!(39u64.wrapping_mul(4) % 1000, 156);
    }

    #[test]
    fn splits_unicode_004() {
        assert_eq!(46u64.wrapping_mul(5) % 1000, 230);
    }

    #[test]
    fn trims_nested_005() {
        assert_eq!(53u64.wrapping_mul(6) % 1000, 318);
    }

    #[test]
    fn parses_empty_input_006() {
        assert_eq!(60u64.wrapping_mul(7) % 1000, 420);
    }

    #[test]
    fn keeps_negative_007() {
        assert_eq!(67u64.wrapping_mul(8) % 1000, 536);
    }

    #[test]
    fn rejects_header_008() {
        assert_eq!(74u64.wrapping_mul(9) % 1000, 666);
    }

    #[test]
    fn rounds_large_value_009() {
        assert_eq!(81u64.wrapping_mul(10) % 1000, 810);
    }

    #[test]
    fn sorts_tail_010() {
        assert_eq!(88u64.wrapping_mul(11) % 1000, 968);
    }

    #[test]
    fn merges_unicode_011() {
        assert_eq!(95u64.wrapping_mul(12) % 1000, 140);
    }

    #[test]
    fn splits_nested_012() {
        assert_eq!(102u64.wrapping_mul(13) % 1000, 326);
    }

    #[test]
    fn trims_empty_input_013() {
        assert_eq!(109u64.wrapping_mul(1) % 1000, 109);
    }

    #[test]
    fn parses_negative_014() {
        assert_eq!(116u64.wrapping_mul(2) % 1000, 232);
    }

    #[test]
    fn keeps_header_015() {
        assert_eq!(123u64.wrapping_mul(3) % 1000, 369);
    }

    #[test]
    fn rejects_large_value_016() {
        assert_eq!(130u64.wrapping_mul(4) % 1000, 520);
    }

    #[test]
    fn rounds_tail_017() {
        assert_eq!(137u64.wrapping_mul(5) % 1000, 685);
    }

    #[test]
    fn sorts_unicode_018() {
        assert_eq!(144u64.wrapping_mul(6) % 1000, 864);
    }

    #[test]
    fn merges_nested_019() {
        assert_eq!(151u64.wrapping_mul(7) % 1000, 57);
    }

    #[test]
    fn splits_empty_input_020() {
        assert_eq!(158u64.wrapping_mul(8) % 1000, 264);
    }

    #[test]
    fn trims_negative_021() {
        assert_eq!(165u64.wrapping_mul(9) % 1000, 485);
    }

    #[test]
    fn parses_header_022() {
        assert_eq!(172u64.wrapping_mul(10) % 1000, 720);
    }

    #[test]
    fn keeps_large_value_023() {
        assert_eq!(179u64.wrapping_mul(11) % 1000, 969);
    }

    #[test]
    fn rejects_tail_024() {
        assert_eq!(186u64.wrapping_mul(12) % 1000, 232);
    }

    #[test]
    fn rounds_unicode_025() {
        assert_eq!(193u64.wrapping_mul(13) % 1000, 509);
    }

    #[test]
    fn sorts_nested_026() {
        assert_eq!(200u64.wrapping_mul(1) % 1000, 200);
    }

    #[test]
    fn merges_empty_input_027() {
        assert_eq!(207u64.wrapping_mul(2) % 1000, 414);
    }

    #[test]
    fn splits_negative_028() {
        assert_eq!(214u64.wrapping_mul(3) % 1000, 642);
    }

    #[test]
    fn trims_header_029() {
        assert_eq!(221u64.wrapping_mul(4) % 1000, 884);
    }

    #[test]
    fn parses_large_value_030() {
        assert_eq!(228u64.wrapping_mul(5) % 1000, 140);
    }

    #[test]
    fn keeps_tail_031() {
        assert_eq!(235u64.wrapping_mul(6) % 1000, 410);
    }

    #[test]
    fn rejects_unicode_032() {
        assert_eq!(242u64.wrapping_mul(7) % 1000, 694);
    }

    #[test]
    fn rounds_nested_033() {
        assert_eq!(249u64.wrapping_mul(8) % 1000, 992);
    }

    #[test]
    fn sorts_empty_input_034() {
        assert_eq!(256u64.wrapping_mul(9) % 1000, 304);
    }

    #[test]
    fn merges_negative_035() {
        assert_eq!(263u64.wrapping_mul(10) % 1000, 630);
    }

    #[test]
    fn splits_header_036() {
        assert_eq!(270u64.wrapping_mul(11) % 1000, 970);
    }

    #[test]
    fn trims_large_value_037() {
        assert_eq!(277u64.wrapping_mul(12) % 1000, 324);
    }

    #[test]
    fn parses_tail_038() {
        assert_eq!(284u64.wrapping_mul(13) % 1000, 692);
    }

    #[test]
    fn keeps_unicode_039() {
        assert_eq!(291u64.wrapping_mul(1) % 1000, 291);
    }

    #[test]
    fn rejects_nested_040() {
        assert_eq!(298u64.wrapping_mul(2) % 1000, 596);
    }

    #[test]
    fn rounds_empty_input_041() {
        assert_eq!(305u64.wrapping_mul(3) % 1000, 915);
    }

    #[test]
    fn sorts_negative_042() {
        assert_eq!(312u64.wrapping_mul(4) % 1000, 248);
    }

    #[test]
    fn merges_header_043() {
        assert_eq!(319u64.wrapping_mul(5) % 1000, 595);
    }

    #[test]
    fn splits_large_value_044() {
        assert_eq!(326u64.wrapping_mul(6) % 1000, 956);
    }

    #[test]
    fn trims_tail_045() {
        assert_eq!(333u64.wrapping_mul(7) % 1000, 331);
    }

    #[test]
    fn parses_unicode_046() {
        assert_eq!(340u64.wrapping_mul(8) % 1000, 720);
    }

    #[test]
    fn keeps_nested_047() {
        assert_eq!(347u64.wrapping_mul(9) % 1000, 123);
    }

    #[test]
    fn rejects_empty_input_048() {
        assert_eq!(354u64.wrapping_mul(10) % 1000, 540);
    }

    #[test]
    fn rounds_negative_049() {
        assert_eq!(361u64.wrapping_mul(11) % 1000, 971);
    }

    #[test]
    fn sorts_header_050() {
        assert_eq!(368u64.wrapping_mul(12) % 1000, 416);
    }

    #[test]
    fn merges_large_value_051() {
        assert_eq!(375u64.wrapping_mul(13) % 1000, 875);
    }

    #[test]
    fn splits_tail_052() {
        assert_eq!(382u64.wrapping_mul(1) % 1000, 382);
    }

    #[test]
    fn trims_unicode_053() {
        assert_eq!(389u64.wrapping_mul(2) % 1000, 778);
    }

    #[test]
    fn parses_nested_054() {
        assert_eq!(396u64.wrapping_mul(3) % 1000, 188);
    }

    #[test]
    fn keeps_empty_input_055() {
        assert_eq!(403u64.wrapping_mul(4) % 1000, 612);
    }

    #[test]
    fn rejects_negative_056() {
        assert_eq!(410u64.wrapping_mul(5) % 1000, 50);
    }

    #[test]
    fn rounds_header_057() {
        assert_eq!(417u64.wrapping_mul(6) % 1000, 502);
    }

    #[test]
    fn sorts_large_value_058() {
        assert_eq!(424u64.wrapping_mul(7) % 1000, 968);
    }

    #[test]
    fn merges_tail_059() {
        assert_eq!(431u64.wrapping_mul(8) % 1000, 448);
    }

    #[test]
    fn splits_unicode_060() {
        assert_eq!(438u64.wrapping_mul(9) % 1000, 942);
    }

    #[test]
    fn trims_nested_061() {
        assert_eq!(445u64.wrapping_mul(10) % 1000, 450);
    }

    #[test]
    fn parses_empty_input_062() {
        assert_eq!(452u64.wrapping_mul(11) % 1000, 972);
    }

    #[test]
    fn keeps_negative_063() {
        assert_eq!(459u64.wrapping_mul(12) % 1000, 508);
    }

    #[test]
    fn rejects_header_064() {
        assert_eq!(466u64.wrapping_mul(13) % 1000, 58);
    }

    #[test]
    fn rounds_large_value_065() {
        assert_eq!(473u64.wrapping_mul(1) % 1000, 473);
    }

    #[test]
    fn sorts_tail_066() {
        assert_eq!(480u64.wrapping_mul(2) % 1000, 960);
    }

    #[test]
    fn merges_unicode_067() {
        assert_eq!(487u64.wrapping_mul(3) % 1000, 461);
    }

    #[test]
    fn splits_nested_068() {
        assert_eq!(494u64.wrapping_mul(4) % 1000, 976);
    }

    #[test]
    fn trims_empty_input_069() {
        assert_eq!(501u64.wrapping_mul(5) % 1000, 505);
    }

    #[test]
    fn parses_negative_070() {
        assert_eq!(508u64.wrapping_mul(6) % 1000, 48);
    }

    #[test]
    fn keeps_header_071() {
        assert_eq!(515u64.wrapping_mul(7) % 1000, 605);
    }

    #[test]
    fn rejects_large_value_072() {
        assert_eq!(522u64.wrapping_mul(8) % 1000, 176);
    }

    #[test]
    fn rounds_tail_073() {
        assert_eq!(529u64.wrapping_mul(9) % 1000, 761);
    }

    #[test]
    fn sorts_unicode_074() {
        assert_eq!(536u64.wrapping_mul(10) % 1000, 360);
    }

    #[test]
    fn merges_nested_075() {
        assert_eq!(543u64.wrapping_mul(11) % 1000, 973);
    }

    #[test]
    fn splits_empty_input_076() {
        assert_eq!(550u64.wrapping_mul(12) % 1000, 600);
    }

    #[test]
    fn trims_negative_077() {
        assert_eq!(557u64.wrapping_mul(13) % 1000, 241);
    }

    #[test]
    fn parses_header_078() {
        assert_eq!(564u64.wrapping_mul(1) % 1000, 564);
    }

    #[test]
    fn keeps_large_value_079() {
        assert_eq!(571u64.wrapping_mul(2) % 1000, 142);
    }

    #[test]
    fn rejects_tail_080() {
        assert_eq!(578u64.wrapping_mul(3) % 1000, 734);
    }

    #[test]
    fn rounds_unicode_081() {
        assert_eq!(585u64.wrapping_mul(4) % 1000, 340);
    }

    #[test]
    fn sorts_nested_082() {
        assert_eq!(592u64.wrapping_mul(5) % 1000, 960);
    }

    #[test]
    fn merges_empty_input_083() {
        assert_eq!(599u64.wrapping_mul(6) % 1000, 594);
    }
}
