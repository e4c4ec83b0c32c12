pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
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
}
