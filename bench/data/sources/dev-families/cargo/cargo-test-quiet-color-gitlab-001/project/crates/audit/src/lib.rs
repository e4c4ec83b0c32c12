pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn merges_nested_000() {
        assert_eq!(5u64.wrapping_mul(1) % 1000, 5);
    }

    #[test]
    fn splits_empty_input_001() {
        assert_eq!(12u64.wrapping_mul(2) % 1000, 24);
    }

    #[test]
    fn trims_negative_002() {
        assert_eq!(19u64.wrapping_mul(3) % 1000, 57);
    }

    #[test]
    fn parses_header_003() {
        assert_eq!(26u64.wrapping_mul(4) % 1000, 104);
    }

    #[test]
    fn keeps_large_value_004() {
        assert_eq!(33u64.wrapping_mul(5) % 1000, 165);
    }

    #[test]
    fn rejects_tail_005() {
        assert_eq!(40u64.wrapping_mul(6) % 1000, 240);
    }

    #[test]
    fn rounds_unicode_006() {
        assert_eq!(47u64.wrapping_mul(7) % 1000, 329);
    }

    #[test]
    fn sorts_nested_007() {
        assert_eq!(54u64.wrapping_mul(8) % 1000, 432);
    }

    #[test]
    fn merges_empty_input_008() {
        assert_eq!(61u64.wrapping_mul(9) % 1000, 549);
    }

    #[test]
    fn splits_negative_009() {
        assert_eq!(68u64.wrapping_mul(10) % 1000, 680);
    }

    #[test]
    fn trims_header_010() {
        assert_eq!(75u64.wrapping_mul(11) % 1000, 825);
    }

    #[test]
    fn parses_large_value_011() {
        assert_eq!(82u64.wrapping_mul(12) % 1000, 984);
    }

    #[test]
    fn keeps_tail_012() {
        assert_eq!(89u64.wrapping_mul(13) % 1000, 157);
    }

    #[test]
    fn rejects_unicode_013() {
        assert_eq!(96u64.wrapping_mul(1) % 1000, 96);
    }

    #[test]
    fn rounds_nested_014() {
        assert_eq!(103u64.wrapping_mul(2) % 1000, 206);
    }

    #[test]
    fn sorts_empty_input_015() {
        assert_eq!(110u64.wrapping_mul(3) % 1000, 330);
    }

    #[test]
    fn merges_negative_016() {
        assert_eq!(117u64.wrapping_mul(4) % 1000, 468);
    }

    #[test]
    fn splits_header_017() {
        assert_eq!(124u64.wrapping_mul(5) % 1000, 620);
    }

    #[test]
    fn trims_large_value_018() {
        assert_eq!(131u64.wrapping_mul(6) % 1000, 786);
    }

    #[test]
    fn parses_tail_019() {
        assert_eq!(138u64.wrapping_mul(7) % 1000, 966);
    }

    #[test]
    fn keeps_unicode_020() {
        assert_eq!(145u64.wrapping_mul(8) % 1000, 160);
    }

    #[test]
    fn rejects_nested_021() {
        assert_eq!(152u64.wrapping_mul(9) % 1000, 368);
    }

    #[test]
    fn rounds_empty_input_022() {
        assert_eq!(159u64.wrapping_mul(10) % 1000, 590);
    }

    #[test]
    fn sorts_negative_023() {
        assert_eq!(166u64.wrapping_mul(11) % 1000, 826);
    }

    #[test]
    fn merges_header_024() {
        assert_eq!(173u64.wrapping_mul(12) % 1000, 76);
    }

    #[test]
    fn splits_large_value_025() {
        assert_eq!(180u64.wrapping_mul(13) % 1000, 340);
    }

    #[test]
    fn trims_tail_026() {
        assert_eq!(187u64.wrapping_mul(1) % 1000, 187);
    }

    #[test]
    fn parses_unicode_027() {
        assert_eq!(194u64.wrapping_mul(2) % 1000, 388);
    }

    #[test]
    fn keeps_nested_028() {
        assert_eq!(201u64.wrapping_mul(3) % 1000, 603);
    }

    #[test]
    fn rejects_empty_input_029() {
        assert_eq!(208u64.wrapping_mul(4) % 1000, 832);
    }

    #[test]
    fn rounds_negative_030() {
        assert_eq!(215u64.wrapping_mul(5) % 1000, 75);
    }

    #[test]
    fn sorts_header_031() {
        assert_eq!(222u64.wrapping_mul(6) % 1000, 332);
    }

    #[test]
    fn merges_large_value_032() {
        assert_eq!(229u64.wrapping_mul(7) % 1000, 603);
    }

    #[test]
    fn splits_tail_033() {
        assert_eq!(236u64.wrapping_mul(8) % 1000, 888);
    }

    #[test]
    fn trims_unicode_034() {
        assert_eq!(243u64.wrapping_mul(9) % 1000, 187);
    }

    #[test]
    fn parses_nested_035() {
        assert_eq!(250u64.wrapping_mul(10) % 1000, 500);
    }

    #[test]
    fn keeps_empty_input_036() {
        assert_eq!(257u64.wrapping_mul(11) % 1000, 827);
    }

    #[test]
    fn rejects_negative_037() {
        assert_eq!(264u64.wrapping_mul(12) % 1000, 168);
    }

    #[test]
    fn rounds_header_038() {
        assert_eq!(271u64.wrapping_mul(13) % 1000, 523);
    }

    #[test]
    fn sorts_large_value_039() {
        assert_eq!(278u64.wrapping_mul(1) % 1000, 278);
    }

    #[test]
    fn merges_tail_040() {
        assert_eq!(285u64.wrapping_mul(2) % 1000, 570);
    }

    #[test]
    fn splits_unicode_041() {
        assert_eq!(292u64.wrapping_mul(3) % 1000, 876);
    }

    #[test]
    fn trims_nested_042() {
        assert_eq!(299u64.wrapping_mul(4) % 1000, 196);
    }

    #[test]
    fn parses_empty_input_043() {
        assert_eq!(306u64.wrapping_mul(5) % 1000, 530);
    }

    #[test]
    fn keeps_negative_044() {
        assert_eq!(313u64.wrapping_mul(6) % 1000, 878);
    }
}
