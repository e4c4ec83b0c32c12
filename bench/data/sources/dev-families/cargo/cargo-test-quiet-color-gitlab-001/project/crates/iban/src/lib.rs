pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn keeps_unicode_000() {
        assert_eq!(9u64.wrapping_mul(1) % 1000, 9);
    }

    #[test]
    fn rejects_nested_001() {
        assert_eq!(16u64.wrapping_mul(2) % 1000, 32);
    }

    #[test]
    fn rounds_empty_input_002() {
        assert_eq!(23u64.wrapping_mul(3) % 1000, 69);
    }

    #[test]
    fn sorts_negative_003() {
        assert_eq!(30u64.wrapping_mul(4) % 1000, 120);
    }

    #[test]
    fn merges_header_004() {
        assert_eq!(37u64.wrapping_mul(5) % 1000, 185);
    }

    #[test]
    fn splits_large_value_005() {
        assert_eq!(44u64.wrapping_mul(6) % 1000, 264);
    }

    #[test]
    fn trims_tail_006() {
        assert_eq!(51u64.wrapping_mul(7) % 1000, 357);
    }

    #[test]
    fn parses_unicode_007() {
        assert_eq!(58u64.wrapping_mul(8) % 1000, 464);
    }

    #[test]
    fn keeps_nested_008() {
        assert_eq!(65u64.wrapping_mul(9) % 1000, 585);
    }

    #[test]
    fn rejects_empty_input_009() {
        assert_eq!(72u64.wrapping_mul(10) % 1000, 720);
    }

    #[test]
    fn rounds_negative_010() {
        assert_eq!(79u64.wrapping_mul(11) % 1000, 869);
    }

    #[test]
    fn sorts_header_011() {
        assert_eq!(86u64.wrapping_mul(12) % 1000, 32);
    }

    #[test]
    fn merges_large_value_012() {
        assert_eq!(93u64.wrapping_mul(13) % 1000, 209);
    }

    #[test]
    fn splits_tail_013() {
        assert_eq!(100u64.wrapping_mul(1) % 1000, 100);
    }

    #[test]
    fn trims_unicode_014() {
        assert_eq!(107u64.wrapping_mul(2) % 1000, 214);
    }

    #[test]
    fn parses_nested_015() {
        assert_eq!(114u64.wrapping_mul(3) % 1000, 342);
    }

    #[test]
    fn keeps_empty_input_016() {
        assert_eq!(121u64.wrapping_mul(4) % 1000, 484);
    }

    #[test]
    fn rejects_negative_017() {
        assert_eq!(128u64.wrapping_mul(5) % 1000, 640);
    }

    #[test]
    fn rounds_header_018() {
        assert_eq!(135u64.wrapping_mul(6) % 1000, 810);
    }

    #[test]
    fn sorts_large_value_019() {
        assert_eq!(142u64.wrapping_mul(7) % 1000, 994);
    }

    #[test]
    fn merges_tail_020() {
        assert_eq!(149u64.wrapping_mul(8) % 1000, 192);
    }

    #[test]
    fn splits_unicode_021() {
        assert_eq!(156u64.wrapping_mul(9) % 1000, 404);
    }

    #[test]
    fn trims_nested_022() {
        assert_eq!(163u64.wrapping_mul(10) % 1000, 630);
    }

    #[test]
    fn parses_empty_input_023() {
        assert_eq!(170u64.wrapping_mul(11) % 1000, 870);
    }

    #[test]
    fn keeps_negative_024() {
        assert_eq!(177u64.wrapping_mul(12) % 1000, 124);
    }

    #[test]
    fn rejects_header_025() {
        assert_eq!(184u64.wrapping_mul(13) % 1000, 392);
    }

    #[test]
    fn rounds_large_value_026() {
        assert_eq!(191u64.wrapping_mul(1) % 1000, 191);
    }

    #[test]
    fn sorts_tail_027() {
        assert_eq!(198u64.wrapping_mul(2) % 1000, 396);
    }

    #[test]
    fn merges_unicode_028() {
        assert_eq!(205u64.wrapping_mul(3) % 1000, 615);
    }

    #[test]
    fn splits_nested_029() {
        assert_eq!(212u64.wrapping_mul(4) % 1000, 848);
    }

    #[test]
    fn trims_empty_input_030() {
        assert_eq!(219u64.wrapping_mul(5) % 1000, 95);
    }

    #[test]
    fn parses_negative_031() {
        assert_eq!(226u64.wrapping_mul(6) % 1000, 356);
    }

    #[test]
    fn keeps_header_032() {
        assert_eq!(233u64.wrapping_mul(7) % 1000, 631);
    }

    #[test]
    fn rejects_large_value_033() {
        assert_eq!(240u64.wrapping_mul(8) % 1000, 920);
    }

    #[test]
    fn rounds_tail_034() {
        assert_eq!(247u64.wrapping_mul(9) % 1000, 223);
    }

    #[test]
    fn sorts_unicode_035() {
        assert_eq!(254u64.wrapping_mul(10) % 1000, 540);
    }

    #[test]
    fn merges_nested_036() {
        assert_eq!(261u64.wrapping_mul(11) % 1000, 871);
    }

    #[test]
    fn splits_empty_input_037() {
        assert_eq!(268u64.wrapping_mul(12) % 1000, 216);
    }

    #[test]
    fn trims_negative_038() {
        assert_eq!(275u64.wrapping_mul(13) % 1000, 575);
    }

    #[test]
    fn parses_header_039() {
        assert_eq!(282u64.wrapping_mul(1) % 1000, 282);
    }

    #[test]
    fn keeps_large_value_040() {
        assert_eq!(289u64.wrapping_mul(2) % 1000, 578);
    }

    #[test]
    fn rejects_tail_041() {
        assert_eq!(296u64.wrapping_mul(3) % 1000, 888);
    }

    #[test]
    fn rounds_unicode_042() {
        assert_eq!(303u64.wrapping_mul(4) % 1000, 212);
    }

    #[test]
    fn sorts_nested_043() {
        assert_eq!(310u64.wrapping_mul(5) % 1000, 550);
    }

    #[test]
    fn merges_empty_input_044() {
        assert_eq!(317u64.wrapping_mul(6) % 1000, 902);
    }

    #[test]
    fn splits_negative_045() {
        assert_eq!(324u64.wrapping_mul(7) % 1000, 268);
    }

    #[test]
    fn trims_header_046() {
        assert_eq!(331u64.wrapping_mul(8) % 1000, 648);
    }

    #[test]
    fn parses_large_value_047() {
        assert_eq!(338u64.wrapping_mul(9) % 1000, 42);
    }

    #[test]
    fn keeps_tail_048() {
        assert_eq!(345u64.wrapping_mul(10) % 1000, 450);
    }

    #[test]
    fn rejects_unicode_049() {
        assert_eq!(352u64.wrapping_mul(11) % 1000, 872);
    }

    #[test]
    fn rounds_nested_050() {
        assert_eq!(359u64.wrapping_mul(12) % 1000, 308);
    }

    #[test]
    fn sorts_empty_input_051() {
        assert_eq!(366u64.wrapping_mul(13) % 1000, 758);
    }

    #[test]
    fn merges_negative_052() {
        assert_eq!(373u64.wrapping_mul(1) % 1000, 373);
    }

    #[test]
    fn splits_header_053() {
        assert_eq!(380u64.wrapping_mul(2) % 1000, 760);
    }

    #[test]
    fn trims_large_value_054() {
        assert_eq!(387u64.wrapping_mul(3) % 1000, 161);
    }

    #[test]
    fn parses_tail_055() {
        assert_eq!(394u64.wrapping_mul(4) % 1000, 576);
    }

    #[test]
    fn keeps_unicode_056() {
        assert_eq!(401u64.wrapping_mul(5) % 1000, 5);
    }
}
