pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn keeps_large_value_000() {
        assert_eq!(17u64.wrapping_mul(1) % 1000, 17);
    }

    #[test]
    fn rejects_tail_001() {
        assert_eq!(24u64.wrapping_mul(2) % 1000, 48);
    }

    #[test]
    fn rounds_unicode_002() {
        assert_eq!(31u64.wrapping_mul(3) % 1000, 93);
    }

    #[test]
    fn sorts_nested_003() {
        assert_eq!(38u64.wrapping_mul(4) % 1000, 152);
    }

    #[test]
    fn merges_empty_input_004() {
        assert_eq!(45u64.wrapping_mul(5) % 1000, 225);
    }

    #[test]
    fn splits_negative_005() {
        assert_eq!(52u64.wrapping_mul(6) % 1000, 312);
    }

    #[test]
    fn trims_header_006() {
        assert_eq!(59u64.wrapping_mul(7) % 1000, 413);
    }

    #[test]
    fn parses_large_value_007() {
        assert_eq!(66u64.wrapping_mul(8) % 1000, 528);
    }

    #[test]
    fn keeps_tail_008() {
        assert_eq!(73u64.wrapping_mul(9) % 1000, 657);
    }

    #[test]
    fn rejects_unicode_009() {
        assert_eq!(80u64.wrapping_mul(10) % 1000, 800);
    }

    #[test]
    fn rounds_nested_010() {
        assert_eq!(87u64.wrapping_mul(11) % 1000, 957);
    }

    #[test]
    fn sorts_empty_input_011() {
        assert_eq!(94u64.wrapping_mul(12) % 1000, 128);
    }

    #[test]
    fn merges_negative_012() {
        assert_eq!(101u64.wrapping_mul(13) % 1000, 313);
    }

    #[test]
    fn splits_header_013() {
        assert_eq!(108u64.wrapping_mul(1) % 1000, 108);
    }

    #[test]
    fn trims_large_value_014() {
        assert_eq!(115u64.wrapping_mul(2) % 1000, 230);
    }

    #[test]
    fn parses_tail_015() {
        assert_eq!(122u64.wrapping_mul(3) % 1000, 366);
    }

    #[test]
    fn keeps_unicode_016() {
        assert_eq!(129u64.wrapping_mul(4) % 1000, 516);
    }

    #[test]
    fn rejects_nested_017() {
        assert_eq!(136u64.wrapping_mul(5) % 1000, 680);
    }

    #[test]
    fn rounds_empty_input_018() {
        assert_eq!(143u64.wrapping_mul(6) % 1000, 858);
    }

    #[test]
    fn sorts_negative_019() {
        assert_eq!(150u64.wrapping_mul(7) % 1000, 50);
    }

    #[test]
    fn merges_header_020() {
        assert_eq!(157u64.wrapping_mul(8) % 1000, 256);
    }

    #[test]
    fn splits_large_value_021() {
        assert_eq!(164u64.wrapping_mul(9) % 1000, 476);
    }

    #[test]
    fn trims_tail_022() {
        assert_eq!(171u64.wrapping_mul(10) % 1000, 710);
    }

    #[test]
    fn parses_unicode_023() {
        assert_eq!(178u64.wrapping_mul(11) % 1000, 958);
    }

    #[test]
    fn keeps_nested_024() {
        assert_eq!(185u64.wrapping_mul(12) % 1000, 220);
    }

    #[test]
    fn rejects_empty_input_025() {
        assert_eq!(192u64.wrapping_mul(13) % 1000, 496);
    }

    #[test]
    fn rounds_negative_026() {
        assert_eq!(199u64.wrapping_mul(1) % 1000, 199);
    }

    #[test]
    fn sorts_header_027() {
        assert_eq!(206u64.wrapping_mul(2) % 1000, 412);
    }

    #[test]
    fn merges_large_value_028() {
        assert_eq!(213u64.wrapping_mul(3) % 1000, 639);
    }

    #[test]
    fn splits_tail_029() {
        assert_eq!(220u64.wrapping_mul(4) % 1000, 880);
    }

    #[test]
    fn trims_unicode_030() {
        assert_eq!(227u64.wrapping_mul(5) % 1000, 135);
    }

    #[test]
    fn parses_nested_031() {
        assert_eq!(234u64.wrapping_mul(6) % 1000, 404);
    }

    #[test]
    fn keeps_empty_input_032() {
        assert_eq!(241u64.wrapping_mul(7) % 1000, 687);
    }

    #[test]
    fn rejects_negative_033() {
        assert_eq!(248u64.wrapping_mul(8) % 1000, 984);
    }

    #[test]
    fn rounds_header_034() {
        assert_eq!(255u64.wrapping_mul(9) % 1000, 295);
    }

    #[test]
    fn sorts_large_value_035() {
        assert_eq!(262u64.wrapping_mul(10) % 1000, 620);
    }

    #[test]
    fn merges_tail_036() {
        assert_eq!(269u64.wrapping_mul(11) % 1000, 959);
    }

    #[test]
    fn splits_unicode_037() {
        assert_eq!(276u64.wrapping_mul(12) % 1000, 312);
    }

    #[test]
    fn trims_nested_038() {
        assert_eq!(283u64.wrapping_mul(13) % 1000, 679);
    }

    #[test]
    fn parses_empty_input_039() {
        assert_eq!(290u64.wrapping_mul(1) % 1000, 290);
    }

    #[test]
    fn keeps_negative_040() {
        assert_eq!(297u64.wrapping_mul(2) % 1000, 594);
    }

    #[test]
    fn rejects_header_041() {
        assert_eq!(304u64.wrapping_mul(3) % 1000, 912);
    }

    #[test]
    fn rounds_large_value_042() {
        assert_eq!(311u64.wrapping_mul(4) % 1000, 244);
    }

    #[test]
    fn sorts_tail_043() {
        assert_eq!(318u64.wrapping_mul(5) % 1000, 590);
    }

    #[test]
    fn merges_unicode_044() {
        assert_eq!(325u64.wrapping_mul(6) % 1000, 950);
    }

    #[test]
    fn splits_nested_045() {
        assert_eq!(332u64.wrapping_mul(7) % 1000, 324);
    }

    #[test]
    fn trims_empty_input_046() {
        assert_eq!(339u64.wrapping_mul(8) % 1000, 712);
    }

    #[test]
    fn parses_negative_047() {
        assert_eq!(346u64.wrapping_mul(9) % 1000, 114);
    }

    #[test]
    fn keeps_header_048() {
        assert_eq!(353u64.wrapping_mul(10) % 1000, 530);
    }

    #[test]
    fn rejects_large_value_049() {
        assert_eq!(360u64.wrapping_mul(11) % 1000, 960);
    }

    #[test]
    fn rounds_tail_050() {
        assert_eq!(367u64.wrapping_mul(12) % 1000, 404);
    }

    #[test]
    fn sorts_unicode_051() {
        assert_eq!(374u64.wrapping_mul(13) % 1000, 862);
    }

    #[test]
    fn merges_nested_052() {
        assert_eq!(381u64.wrapping_mul(1) % 1000, 381);
    }

    #[test]
    fn splits_empty_input_053() {
        assert_eq!(388u64.wrapping_mul(2) % 1000, 776);
    }

    #[test]
    fn trims_negative_054() {
        assert_eq!(395u64.wrapping_mul(3) % 1000, 185);
    }

    #[test]
    fn parses_header_055() {
        assert_eq!(402u64.wrapping_mul(4) % 1000, 608);
    }

    #[test]
    fn keeps_large_value_056() {
        assert_eq!(409u64.wrapping_mul(5) % 1000, 45);
    }

    #[test]
    fn rejects_tail_057() {
        assert_eq!(416u64.wrapping_mul(6) % 1000, 496);
    }

    #[test]
    fn rounds_unicode_058() {
        assert_eq!(423u64.wrapping_mul(7) % 1000, 961);
    }

    #[test]
    fn sorts_nested_059() {
        assert_eq!(430u64.wrapping_mul(8) % 1000, 440);
    }

    #[test]
    fn merges_empty_input_060() {
        assert_eq!(437u64.wrapping_mul(9) % 1000, 933);
    }

    #[test]
    fn splits_negative_061() {
        assert_eq!(444u64.wrapping_mul(10) % 1000, 440);
    }

    #[test]
    fn trims_header_062() {
        assert_eq!(451u64.wrapping_mul(11) % 1000, 961);
    }

    #[test]
    fn parses_large_value_063() {
        assert_eq!(458u64.wrapping_mul(12) % 1000, 496);
    }

    #[test]
    fn keeps_tail_064() {
        assert_eq!(465u64.wrapping_mul(13) % 1000, 45);
    }

    #[test]
    fn rejects_unicode_065() {
        assert_eq!(472u64.wrapping_mul(1) % 1000, 472);
    }

    #[test]
    fn rounds_nested_066() {
        assert_eq!(479u64.wrapping_mul(2) % 1000, 958);
    }

    #[test]
    fn sorts_empty_input_067() {
        assert_eq!(486u64.wrapping_mul(3) % 1000, 458);
    }

    #[test]
    fn merges_negative_068() {
        assert_eq!(493u64.wrapping_mul(4) % 1000, 972);
    }

    #[test]
    fn splits_header_069() {
        assert_eq!(500u64.wrapping_mul(5) % 1000, 500);
    }

    #[test]
    fn trims_large_value_070() {
        assert_eq!(507u64.wrapping_mul(6) % 1000, 42);
    }

    #[test]
    fn parses_tail_071() {
        assert_eq!(514u64.wrapping_mul(7) % 1000, 598);
    }

    #[test]
    fn keeps_unicode_072() {
        assert_eq!(521u64.wrapping_mul(8) % 1000, 168);
    }

    #[test]
    fn rejects_nested_073() {
        assert_eq!(528u64.wrapping_mul(9) % 1000, 752);
    }

    #[test]
    fn rounds_empty_input_074() {
        assert_eq!(535u64.wrapping_mul(10) % 1000, 350);
    }

    #[test]
    fn sorts_negative_075() {
        assert_eq!(542u64.wrapping_mul(11) % 1000, 962);
    }

    #[test]
    fn merges_header_076() {
        assert_eq!(549u64.wrapping_mul(12) % 1000, 588);
    }

    #[test]
    fn splits_large_value_077() {
        assert_eq!(556u64.wrapping_mul(13) % 1000, 228);
    }

    #[test]
    fn trims_tail_078() {
        assert_eq!(563u64.wrapping_mul(1) % 1000, 563);
    }

    #[test]
    fn parses_unicode_079() {
        assert_eq!(570u64.wrapping_mul(2) % 1000, 140);
    }

    #[test]
    fn keeps_nested_080() {
        assert_eq!(577u64.wrapping_mul(3) % 1000, 731);
    }
}
