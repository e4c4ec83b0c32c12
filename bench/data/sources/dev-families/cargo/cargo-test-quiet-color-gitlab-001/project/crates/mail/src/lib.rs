pub fn one() -> u8 {
    1
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
}
