pub fn one() -> u8 {
    1
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
}
