pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn keeps_empty_input_000() {
        assert_eq!(1u64.wrapping_mul(1) % 1000, 1);
    }

    #[test]
    fn rejects_negative_001() {
        assert_eq!(8u64.wrapping_mul(2) % 1000, 16);
    }

    #[test]
    fn rounds_header_002() {
        assert_eq!(15u64.wrapping_mul(3) % 1000, 45);
    }

    #[test]
    fn sorts_large_value_003() {
        assert_eq!(22u64.wrapping_mul(4) % 1000, 88);
    }

    #[test]
    fn merges_tail_004() {
        assert_eq!(29u64.wrapping_mul(5) % 1000, 145);
    }

    #[test]
    fn splits_unicode_005() {
        assert_eq!(36u64.wrapping_mul(6) % 1000, 216);
    }

    #[test]
    fn trims_nested_006() {
        assert_eq!(43u64.wrapping_mul(7) % 1000, 301);
    }

    #[test]
    fn parses_empty_input_007() {
        assert_eq!(50u64.wrapping_mul(8) % 1000, 400);
    }

    #[test]
    fn keeps_negative_008() {
        assert_eq!(57u64.wrapping_mul(9) % 1000, 513);
    }

    #[test]
    fn rejects_header_009() {
        assert_eq!(64u64.wrapping_mul(10) % 1000, 640);
    }

    #[test]
    fn rounds_large_value_010() {
        assert_eq!(71u64.wrapping_mul(11) % 1000, 781);
    }

    #[test]
    fn sorts_tail_011() {
        assert_eq!(78u64.wrapping_mul(12) % 1000, 936);
    }

    #[test]
    fn merges_unicode_012() {
        assert_eq!(85u64.wrapping_mul(13) % 1000, 105);
    }

    #[test]
    fn splits_nested_013() {
        assert_eq!(92u64.wrapping_mul(1) % 1000, 92);
    }

    #[test]
    fn trims_empty_input_014() {
        assert_eq!(99u64.wrapping_mul(2) % 1000, 198);
    }

    #[test]
    fn parses_negative_015() {
        assert_eq!(106u64.wrapping_mul(3) % 1000, 318);
    }

    #[test]
    fn keeps_header_016() {
        assert_eq!(113u64.wrapping_mul(4) % 1000, 452);
    }

    #[test]
    fn rejects_large_value_017() {
        assert_eq!(120u64.wrapping_mul(5) % 1000, 600);
    }

    #[test]
    fn rounds_tail_018() {
        assert_eq!(127u64.wrapping_mul(6) % 1000, 762);
    }

    #[test]
    fn sorts_unicode_019() {
        assert_eq!(134u64.wrapping_mul(7) % 1000, 938);
    }

    #[test]
    fn merges_nested_020() {
        assert_eq!(141u64.wrapping_mul(8) % 1000, 128);
    }

    #[test]
    fn splits_empty_input_021() {
        assert_eq!(148u64.wrapping_mul(9) % 1000, 332);
    }

    #[test]
    fn trims_negative_022() {
        assert_eq!(155u64.wrapping_mul(10) % 1000, 550);
    }

    #[test]
    fn parses_header_023() {
        assert_eq!(162u64.wrapping_mul(11) % 1000, 782);
    }

    #[test]
    fn keeps_large_value_024() {
        assert_eq!(169u64.wrapping_mul(12) % 1000, 28);
    }

    #[test]
    fn rejects_tail_025() {
        assert_eq!(176u64.wrapping_mul(13) % 1000, 288);
    }

    #[test]
    fn rounds_unicode_026() {
        assert_eq!(183u64.wrapping_mul(1) % 1000, 183);
    }

    #[test]
    fn sorts_nested_027() {
        assert_eq!(190u64.wrapping_mul(2) % 1000, 380);
    }

    #[test]
    fn merges_empty_input_028() {
        assert_eq!(197u64.wrapping_mul(3) % 1000, 591);
    }

    #[test]
    fn splits_negative_029() {
        assert_eq!(204u64.wrapping_mul(4) % 1000, 816);
    }

    #[test]
    fn trims_header_030() {
        assert_eq!(211u64.wrapping_mul(5) % 1000, 55);
    }

    #[test]
    fn parses_large_value_031() {
        assert_eq!(218u64.wrapping_mul(6) % 1000, 308);
    }

    #[test]
    fn keeps_tail_032() {
        assert_eq!(225u64.wrapping_mul(7) % 1000, 575);
    }
}
