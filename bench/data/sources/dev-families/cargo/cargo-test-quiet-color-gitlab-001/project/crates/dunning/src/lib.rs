pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn rejects_large_value_000() {
        assert_eq!(10u64.wrapping_mul(1) % 1000, 10);
    }

    #[test]
    fn rounds_tail_001() {
        assert_eq!(17u64.wrapping_mul(2) % 1000, 34);
    }

    #[test]
    fn sorts_unicode_002() {
        assert_eq!(24u64.wrapping_mul(3) % 1000, 72);
    }

    #[test]
    fn merges_nested_003() {
        assert_eq!(31u64.wrapping_mul(4) % 1000, 124);
    }

    #[test]
    fn splits_empty_input_004() {
        assert_eq!(38u64.wrapping_mul(5) % 1000, 190);
    }

    #[test]
    fn trims_negative_005() {
        assert_eq!(45u64.wrapping_mul(6) % 1000, 270);
    }

    #[test]
    fn parses_header_006() {
        assert_eq!(52u64.wrapping_mul(7) % 1000, 364);
    }

    #[test]
    fn keeps_large_value_007() {
        assert_eq!(59u64.wrapping_mul(8) % 1000, 472);
    }

    #[test]
    fn rejects_tail_008() {
        assert_eq!(66u64.wrapping_mul(9) % 1000, 594);
    }

    #[test]
    fn rounds_unicode_009() {
        assert_eq!(73u64.wrapping_mul(10) % 1000, 730);
    }

    #[test]
    fn sorts_nested_010() {
        assert_eq!(80u64.wrapping_mul(11) % 1000, 880);
    }

    #[test]
    fn merges_empty_input_011() {
        assert_eq!(87u64.wrapping_mul(12) % 1000, 44);
    }

    #[test]
    fn splits_negative_012() {
        assert_eq!(94u64.wrapping_mul(13) % 1000, 222);
    }

    #[test]
    fn trims_header_013() {
        assert_eq!(101u64.wrapping_mul(1) % 1000, 101);
    }

    #[test]
    fn parses_large_value_014() {
        assert_eq!(108u64.wrapping_mul(2) % 1000, 216);
    }

    #[test]
    fn keeps_tail_015() {
        assert_eq!(115u64.wrapping_mul(3) % 1000, 345);
    }

    #[test]
    fn rejects_unicode_016() {
        assert_eq!(122u64.wrapping_mul(4) % 1000, 488);
    }

    #[test]
    fn rounds_nested_017() {
        assert_eq!(129u64.wrapping_mul(5) % 1000, 645);
    }

    #[test]
    fn sorts_empty_input_018() {
        assert_eq!(136u64.wrapping_mul(6) % 1000, 816);
    }

    #[test]
    fn merges_negative_019() {
        assert_eq!(143u64.wrapping_mul(7) % 1000, 1);
    }

    #[test]
    fn splits_header_020() {
        assert_eq!(150u64.wrapping_mul(8) % 1000, 200);
    }

    #[test]
    fn trims_large_value_021() {
        assert_eq!(157u64.wrapping_mul(9) % 1000, 413);
    }

    #[test]
    fn parses_tail_022() {
        assert_eq!(164u64.wrapping_mul(10) % 1000, 640);
    }

    #[test]
    fn keeps_unicode_023() {
        assert_eq!(171u64.wrapping_mul(11) % 1000, 881);
    }

    #[test]
    fn rejects_nested_024() {
        assert_eq!(178u64.wrapping_mul(12) % 1000, 136);
    }

    #[test]
    fn rounds_empty_input_025() {
        assert_eq!(185u64.wrapping_mul(13) % 1000, 405);
    }

    #[test]
    fn sorts_negative_026() {
        assert_eq!(192u64.wrapping_mul(1) % 1000, 192);
    }

    #[test]
    fn merges_header_027() {
        assert_eq!(199u64.wrapping_mul(2) % 1000, 398);
    }

    #[test]
    fn splits_large_value_028() {
        assert_eq!(206u64.wrapping_mul(3) % 1000, 618);
    }

    #[test]
    fn trims_tail_029() {
        assert_eq!(213u64.wrapping_mul(4) % 1000, 852);
    }

    #[test]
    fn parses_unicode_030() {
        assert_eq!(220u64.wrapping_mul(5) % 1000, 100);
    }

    #[test]
    fn keeps_nested_031() {
        assert_eq!(227u64.wrapping_mul(6) % 1000, 362);
    }

    #[test]
    fn rejects_empty_input_032() {
        assert_eq!(234u64.wrapping_mul(7) % 1000, 638);
    }

    #[test]
    fn rounds_negative_033() {
        assert_eq!(241u64.wrapping_mul(8) % 1000, 928);
    }

    #[test]
    fn sorts_header_034() {
        assert_eq!(248u64.wrapping_mul(9) % 1000, 232);
    }

    #[test]
    fn merges_large_value_035() {
        assert_eq!(255u64.wrapping_mul(10) % 1000, 550);
    }

    #[test]
    fn splits_tail_036() {
        assert_eq!(262u64.wrapping_mul(11) % 1000, 882);
    }

    #[test]
    fn trims_unicode_037() {
        assert_eq!(269u64.wrapping_mul(12) % 1000, 228);
    }

    #[test]
    fn parses_nested_038() {
        assert_eq!(276u64.wrapping_mul(13) % 1000, 588);
    }

    #[test]
    fn keeps_empty_input_039() {
        assert_eq!(283u64.wrapping_mul(1) % 1000, 283);
    }

    #[test]
    fn rejects_negative_040() {
        assert_eq!(290u64.wrapping_mul(2) % 1000, 580);
    }

    #[test]
    fn rounds_header_041() {
        assert_eq!(297u64.wrapping_mul(3) % 1000, 891);
    }

    #[test]
    fn sorts_large_value_042() {
        assert_eq!(304u64.wrapping_mul(4) % 1000, 216);
    }

    #[test]
    fn merges_tail_043() {
        assert_eq!(311u64.wrapping_mul(5) % 1000, 555);
    }

    #[test]
    fn splits_unicode_044() {
        assert_eq!(318u64.wrapping_mul(6) % 1000, 908);
    }

    #[test]
    fn trims_nested_045() {
        assert_eq!(325u64.wrapping_mul(7) % 1000, 275);
    }

    #[test]
    fn parses_empty_input_046() {
        assert_eq!(332u64.wrapping_mul(8) % 1000, 656);
    }

    #[test]
    fn keeps_negative_047() {
        assert_eq!(339u64.wrapping_mul(9) % 1000, 51);
    }

    #[test]
    fn rejects_header_048() {
        assert_eq!(346u64.wrapping_mul(10) % 1000, 460);
    }

    #[test]
    fn rounds_large_value_049() {
        assert_eq!(353u64.wrapping_mul(11) % 1000, 883);
    }

    #[test]
    fn sorts_tail_050() {
        assert_eq!(360u64.wrapping_mul(12) % 1000, 320);
    }

    #[test]
    fn merges_unicode_051() {
        assert_eq!(367u64.wrapping_mul(13) % 1000, 771);
    }

    #[test]
    fn splits_nested_052() {
        assert_eq!(374u64.wrapping_mul(1) % 1000, 374);
    }

    #[test]
    fn trims_empty_input_053() {
        assert_eq!(381u64.wrapping_mul(2) % 1000, 762);
    }

    #[test]
    fn parses_negative_054() {
        assert_eq!(388u64.wrapping_mul(3) % 1000, 164);
    }

    #[test]
    fn keeps_header_055() {
        assert_eq!(395u64.wrapping_mul(4) % 1000, 580);
    }

    #[test]
    fn rejects_large_value_056() {
        assert_eq!(402u64.wrapping_mul(5) % 1000, 10);
    }

    #[test]
    fn rounds_tail_057() {
        assert_eq!(409u64.wrapping_mul(6) % 1000, 454);
    }

    #[test]
    fn sorts_unicode_058() {
        assert_eq!(416u64.wrapping_mul(7) % 1000, 912);
    }

    #[test]
    fn merges_nested_059() {
        assert_eq!(423u64.wrapping_mul(8) % 1000, 384);
    }
}
