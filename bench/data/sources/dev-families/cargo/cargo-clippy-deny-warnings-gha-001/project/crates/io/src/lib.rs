pub fn ok() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn splits_tail_000() {
        assert_eq!(6u64.wrapping_mul(1) % 1000, 6);
    }

    #[test]
    fn trims_unicode_001() {
        assert_eq!(13u64.wrapping_mul(2) % 1000, 26);
    }

    #[test]
    fn parses_nested_002() {
        assert_eq!(20u64.wrapping_mul(3) % 1000, 60);
    }

    #[test]
    fn keeps_empty_input_003() {
        assert_eq!(27u64.wrapping_mul(4) % 1000, 108);
    }

    #[test]
    fn rejects_negative_004() {
        assert_eq!(34u64.wrapping_mul(5) % 1000, 170);
    }

    #[test]
    fn rounds_header_005() {
        assert_eq!(41u64.wrapping_mul(6) % 1000, 246);
    }

    #[test]
    fn sorts_large_value_006() {
        assert_eq!(48u64.wrapping_mul(7) % 1000, 336);
    }

    #[test]
    fn merges_tail_007() {
        assert_eq!(55u64.wrapping_mul(8) % 1000, 440);
    }

    #[test]
    fn splits_unicode_008() {
        assert_eq!(62u64.wrapping_mul(9) % 1000, 558);
    }

    #[test]
    fn trims_nested_009() {
        assert_eq!(69u64.wrapping_mul(10) % 1000, 690);
    }

    #[test]
    fn parses_empty_input_010() {
        assert_eq!(76u64.wrapping_mul(11) % 1000, 836);
    }

    #[test]
    fn keeps_negative_011() {
        assert_eq!(83u64.wrapping_mul(12) % 1000, 996);
    }

    #[test]
    fn rejects_header_012() {
        assert_eq!(90u64.wrapping_mul(13) % 1000, 170);
    }

    #[test]
    fn rounds_large_value_013() {
        assert_eq!(97u64.wrapping_mul(1) % 1000, 97);
    }

    #[test]
    fn sorts_tail_014() {
        assert_eq!(104u64.wrapping_mul(2) % 1000, 208);
    }

    #[test]
    fn merges_unicode_015() {
        assert_eq!(111u64.wrapping_mul(3) % 1000, 333);
    }

    #[test]
    fn splits_nested_016() {
        assert_eq!(118u64.wrapping_mul(4) % 1000, 472);
    }

    #[test]
    fn trims_empty_input_017() {
        assert_eq!(125u64.wrapping_mul(5) % 1000, 625);
    }

    #[test]
    fn parses_negative_018() {
        assert_eq!(132u64.wrapping_mul(6) % 1000, 792);
    }

    #[test]
    fn keeps_header_019() {
        assert_eq!(139u64.wrapping_mul(7) % 1000, 973);
    }

    #[test]
    fn rejects_large_value_020() {
        assert_eq!(146u64.wrapping_mul(8) % 1000, 168);
    }

    #[test]
    fn rounds_tail_021() {
        assert_eq!(153u64.wrapping_mul(9) % 1000, 377);
    }

    #[test]
    fn sorts_unicode_022() {
        assert_eq!(160u64.wrapping_mul(10) % 1000, 600);
    }

    #[test]
    fn merges_nested_023() {
        assert_eq!(167u64.wrapping_mul(11) % 1000, 837);
    }

    #[test]
    fn splits_empty_input_024() {
        assert_eq!(174u64.wrapping_mul(12) % 1000, 88);
    }

    #[test]
    fn trims_negative_025() {
        assert_eq!(181u64.wrapping_mul(13) % 1000, 353);
    }

    #[test]
    fn parses_header_026() {
        assert_eq!(188u64.wrapping_mul(1) % 1000, 188);
    }

    #[test]
    fn keeps_large_value_027() {
        assert_eq!(195u64.wrapping_mul(2) % 1000, 390);
    }

    #[test]
    fn rejects_tail_028() {
        assert_eq!(202u64.wrapping_mul(3) % 1000, 606);
    }

    #[test]
    fn rounds_unicode_029() {
        assert_eq!(209u64.wrapping_mul(4) % 1000, 836);
    }
}
