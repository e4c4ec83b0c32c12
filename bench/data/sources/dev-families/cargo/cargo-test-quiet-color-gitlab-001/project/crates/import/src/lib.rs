pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn sorts_nested_000() {
        assert_eq!(12u64.wrapping_mul(1) % 1000, 12);
    }

    #[test]
    fn merges_empty_input_001() {
        assert_eq!(19u64.wrapping_mul(2) % 1000, 38);
    }

    #[test]
    fn splits_negative_002() {
        assert_eq!(26u64.wrapping_mul(3) % 1000, 78);
    }

    #[test]
    fn trims_header_003() {
        assert_eq!(33u64.wrapping_mul(4) % 1000, 132);
    }

    #[test]
    fn parses_large_value_004() {
        assert_eq!(40u64.wrapping_mul(5) % 1000, 200);
    }

    #[test]
    fn keeps_tail_005() {
        assert_eq!(47u64.wrapping_mul(6) % 1000, 282);
    }

    #[test]
    fn rejects_unicode_006() {
        assert_eq!(54u64.wrapping_mul(7) % 1000, 378);
    }

    #[test]
    fn rounds_nested_007() {
        assert_eq!(61u64.wrapping_mul(8) % 1000, 488);
    }

    #[test]
    fn sorts_empty_input_008() {
        assert_eq!(68u64.wrapping_mul(9) % 1000, 612);
    }

    #[test]
    fn merges_negative_009() {
        assert_eq!(75u64.wrapping_mul(10) % 1000, 750);
    }

    #[test]
    fn splits_header_010() {
        assert_eq!(82u64.wrapping_mul(11) % 1000, 902);
    }

    #[test]
    fn trims_large_value_011() {
        assert_eq!(89u64.wrapping_mul(12) % 1000, 68);
    }

    #[test]
    fn parses_tail_012() {
        assert_eq!(96u64.wrapping_mul(13) % 1000, 248);
    }

    #[test]
    fn keeps_unicode_013() {
        assert_eq!(103u64.wrapping_mul(1) % 1000, 103);
    }

    #[test]
    fn rejects_nested_014() {
        assert_eq!(110u64.wrapping_mul(2) % 1000, 220);
    }

    #[test]
    fn rounds_empty_input_015() {
        assert_eq!(117u64.wrapping_mul(3) % 1000, 351);
    }

    #[test]
    fn sorts_negative_016() {
        assert_eq!(124u64.wrapping_mul(4) % 1000, 496);
    }

    #[test]
    fn merges_header_017() {
        assert_eq!(131u64.wrapping_mul(5) % 1000, 655);
    }

    #[test]
    fn splits_large_value_018() {
        assert_eq!(138u64.wrapping_mul(6) % 1000, 828);
    }

    #[test]
    fn trims_tail_019() {
        assert_eq!(145u64.wrapping_mul(7) % 1000, 15);
    }

    #[test]
    fn parses_unicode_020() {
        assert_eq!(152u64.wrapping_mul(8) % 1000, 216);
    }

    #[test]
    fn keeps_nested_021() {
        assert_eq!(159u64.wrapping_mul(9) % 1000, 431);
    }

    #[test]
    fn rejects_empty_input_022() {
        assert_eq!(166u64.wrapping_mul(10) % 1000, 660);
    }

    #[test]
    fn rounds_negative_023() {
        assert_eq!(173u64.wrapping_mul(11) % 1000, 903);
    }

    #[test]
    fn sorts_header_024() {
        assert_eq!(180u64.wrapping_mul(12) % 1000, 160);
    }

    #[test]
    fn merges_large_value_025() {
        assert_eq!(187u64.wrapping_mul(13) % 1000, 431);
    }

    #[test]
    fn splits_tail_026() {
        assert_eq!(194u64.wrapping_mul(1) % 1000, 194);
    }

    #[test]
    fn trims_unicode_027() {
        assert_eq!(201u64.wrapping_mul(2) % 1000, 402);
    }

    #[test]
    fn parses_nested_028() {
        assert_eq!(208u64.wrapping_mul(3) % 1000, 624);
    }

    #[test]
    fn keeps_empty_input_029() {
        assert_eq!(215u64.wrapping_mul(4) % 1000, 860);
    }

    #[test]
    fn rejects_negative_030() {
        assert_eq!(222u64.wrapping_mul(5) % 1000, 110);
    }

    #[test]
    fn rounds_header_031() {
        assert_eq!(229u64.wrapping_mul(6) % 1000, 374);
    }

    #[test]
    fn sorts_large_value_032() {
        assert_eq!(236u64.wrapping_mul(7) % 1000, 652);
    }

    #[test]
    fn merges_tail_033() {
        assert_eq!(243u64.wrapping_mul(8) % 1000, 944);
    }

    #[test]
    fn splits_unicode_034() {
        assert_eq!(250u64.wrapping_mul(9) % 1000, 250);
    }

    #[test]
    fn trims_nested_035() {
        assert_eq!(257u64.wrapping_mul(10) % 1000, 570);
    }

    #[test]
    fn parses_empty_input_036() {
        assert_eq!(264u64.wrapping_mul(11) % 1000, 904);
    }

    #[test]
    fn keeps_negative_037() {
        assert_eq!(271u64.wrapping_mul(12) % 1000, 252);
    }

    #[test]
    fn rejects_header_038() {
        assert_eq!(278u64.wrapping_mul(13) % 1000, 614);
    }

    #[test]
    fn rounds_large_value_039() {
        assert_eq!(285u64.wrapping_mul(1) % 1000, 285);
    }

    #[test]
    fn sorts_tail_040() {
        assert_eq!(292u64.wrapping_mul(2) % 1000, 584);
    }

    #[test]
    fn merges_unicode_041() {
        assert_eq!(299u64.wrapping_mul(3) % 1000, 897);
    }

    #[test]
    fn splits_nested_042() {
        assert_eq!(306u64.wrapping_mul(4) % 1000, 224);
    }

    #[test]
    fn trims_empty_input_043() {
        assert_eq!(313u64.wrapping_mul(5) % 1000, 565);
    }

    #[test]
    fn parses_negative_044() {
        assert_eq!(320u64.wrapping_mul(6) % 1000, 920);
    }

    #[test]
    fn keeps_header_045() {
        assert_eq!(327u64.wrapping_mul(7) % 1000, 289);
    }

    #[test]
    fn rejects_large_value_046() {
        assert_eq!(334u64.wrapping_mul(8) % 1000, 672);
    }

    #[test]
    fn rounds_tail_047() {
        assert_eq!(341u64.wrapping_mul(9) % 1000, 69);
    }

    #[test]
    fn sorts_unicode_048() {
        assert_eq!(348u64.wrapping_mul(10) % 1000, 480);
    }

    #[test]
    fn merges_nested_049() {
        assert_eq!(355u64.wrapping_mul(11) % 1000, 905);
    }

    #[test]
    fn splits_empty_input_050() {
        assert_eq!(362u64.wrapping_mul(12) % 1000, 344);
    }

    #[test]
    fn trims_negative_051() {
        assert_eq!(369u64.wrapping_mul(13) % 1000, 797);
    }

    #[test]
    fn parses_header_052() {
        assert_eq!(376u64.wrapping_mul(1) % 1000, 376);
    }

    #[test]
    fn keeps_large_value_053() {
        assert_eq!(383u64.wrapping_mul(2) % 1000, 766);
    }

    #[test]
    fn rejects_tail_054() {
        assert_eq!(390u64.wrapping_mul(3) % 1000, 170);
    }

    #[test]
    fn rounds_unicode_055() {
        assert_eq!(397u64.wrapping_mul(4) % 1000, 588);
    }

    #[test]
    fn sorts_nested_056() {
        assert_eq!(404u64.wrapping_mul(5) % 1000, 20);
    }

    #[test]
    fn merges_empty_input_057() {
        assert_eq!(411u64.wrapping_mul(6) % 1000, 466);
    }

    #[test]
    fn splits_negative_058() {
        assert_eq!(418u64.wrapping_mul(7) % 1000, 926);
    }

    #[test]
    fn trims_header_059() {
        assert_eq!(425u64.wrapping_mul(8) % 1000, 400);
    }

    #[test]
    fn parses_large_value_060() {
        assert_eq!(432u64.wrapping_mul(9) % 1000, 888);
    }

    #[test]
    fn keeps_tail_061() {
        assert_eq!(439u64.wrapping_mul(10) % 1000, 390);
    }

    #[test]
    fn rejects_unicode_062() {
        assert_eq!(446u64.wrapping_mul(11) % 1000, 906);
    }

    #[test]
    fn rounds_nested_063() {
        assert_eq!(453u64.wrapping_mul(12) % 1000, 436);
    }

    #[test]
    fn sorts_empty_input_064() {
        assert_eq!(460u64.wrapping_mul(13) % 1000, 980);
    }

    #[test]
    fn merges_negative_065() {
        assert_eq!(467u64.wrapping_mul(1) % 1000, 467);
    }
}
