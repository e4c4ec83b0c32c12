pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn parses_header_000() {
        assert_eq!(0u64.wrapping_mul(1) % 1000, 0);
    }

    #[test]
    fn keeps_large_value_001() {
        assert_eq!(7u64.wrapping_mul(2) % 1000, 14);
    }

    #[test]
    fn rejects_tail_002() {
        assert_eq!(14u64.wrapping_mul(3) % 1000, 42);
    }

    #[test]
    fn rounds_unicode_003() {
        assert_eq!(21u64.wrapping_mul(4) % 1000, 84);
    }

    #[test]
    fn sorts_nested_004() {
        assert_eq!(28u64.wrapping_mul(5) % 1000, 140);
    }

    #[test]
    fn merges_empty_input_005() {
        assert_eq!(35u64.wrapping_mul(6) % 1000, 210);
    }

    #[test]
    fn splits_negative_006() {
        assert_eq!(42u64.wrapping_mul(7) % 1000, 294);
    }

    #[test]
    fn trims_header_007() {
        assert_eq!(49u64.wrapping_mul(8) % 1000, 392);
    }

    #[test]
    fn parses_large_value_008() {
        assert_eq!(56u64.wrapping_mul(9) % 1000, 504);
    }

    #[test]
    fn keeps_tail_009() {
        assert_eq!(63u64.wrapping_mul(10) % 1000, 630);
    }

    #[test]
    fn rejects_unicode_010() {
        assert_eq!(70u64.wrapping_mul(11) % 1000, 770);
    }

    #[test]
    fn rounds_nested_011() {
        assert_eq!(77u64.wrapping_mul(12) % 1000, 924);
    }

    #[test]
    fn sorts_empty_input_012() {
        assert_eq!(84u64.wrapping_mul(13) % 1000, 92);
    }

    #[test]
    fn merges_negative_013() {
        assert_eq!(91u64.wrapping_mul(1) % 1000, 91);
    }

    #[test]
    fn splits_header_014() {
        assert_eq!(98u64.wrapping_mul(2) % 1000, 196);
    }

    #[test]
    fn trims_large_value_015() {
        assert_eq!(105u64.wrapping_mul(3) % 1000, 315);
    }

    #[test]
    fn parses_tail_016() {
        assert_eq!(112u64.wrapping_mul(4) % 1000, 448);
    }

    #[test]
    fn keeps_unicode_017() {
        assert_eq!(119u64.wrapping_mul(5) % 1000, 595);
    }

    #[test]
    fn rejects_nested_018() {
        assert_eq!(126u64.wrapping_mul(6) % 1000, 756);
    }

    #[test]
    fn rounds_empty_input_019() {
        assert_eq!(133u64.wrapping_mul(7) % 1000, 931);
    }

    #[test]
    fn sorts_negative_020() {
        assert_eq!(140u64.wrapping_mul(8) % 1000, 120);
    }

    #[test]
    fn merges_header_021() {
        assert_eq!(147u64.wrapping_mul(9) % 1000, 323);
    }

    #[test]
    fn splits_large_value_022() {
        assert_eq!(154u64.wrapping_mul(10) % 1000, 540);
    }

    #[test]
    fn trims_tail_023() {
        assert_eq!(161u64.wrapping_mul(11) % 1000, 771);
    }

    #[test]
    fn parses_unicode_024() {
        assert_eq!(168u64.wrapping_mul(12) % 1000, 16);
    }

    #[test]
    fn keeps_nested_025() {
        assert_eq!(175u64.wrapping_mul(13) % 1000, 275);
    }

    #[test]
    fn rejects_empty_input_026() {
        assert_eq!(182u64.wrapping_mul(1) % 1000, 182);
    }

    #[test]
    fn rounds_negative_027() {
        assert_eq!(189u64.wrapping_mul(2) % 1000, 378);
    }

    #[test]
    fn sorts_header_028() {
        assert_eq!(196u64.wrapping_mul(3) % 1000, 588);
    }

    #[test]
    fn merges_large_value_029() {
        assert_eq!(203u64.wrapping_mul(4) % 1000, 812);
    }
}
