pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn merges_tail_000() {
        assert_eq!(13u64.wrapping_mul(1) % 1000, 13);
    }

    #[test]
    fn splits_unicode_001() {
        assert_eq!(20u64.wrapping_mul(2) % 1000, 40);
    }

    #[test]
    fn trims_nested_002() {
        assert_eq!(27u64.wrapping_mul(3) % 1000, 81);
    }

    #[test]
    fn parses_empty_input_003() {
        assert_eq!(34u64.wrapping_mul(4) % 1000, 136);
    }

    #[test]
    fn keeps_negative_004() {
        assert_eq!(41u64.wrapping_mul(5) % 1000, 205);
    }

    #[test]
    fn rejects_header_005() {
        assert_eq!(48u64.wrapping_mul(6) % 1000, 288);
    }

    #[test]
    fn rounds_large_value_006() {
        assert_eq!(55u64.wrapping_mul(7) % 1000, 385);
    }

    #[test]
    fn sorts_tail_007() {
        assert_eq!(62u64.wrapping_mul(8) % 1000, 496);
    }

    #[test]
    fn merges_unicode_008() {
        assert_eq!(69u64.wrapping_mul(9) % 1000, 621);
    }

    #[test]
    fn splits_nested_009() {
        assert_eq!(76u64.wrapping_mul(10) % 1000, 760);
    }

    #[test]
    fn trims_empty_input_010() {
        assert_eq!(83u64.wrapping_mul(11) % 1000, 913);
    }

    #[test]
    fn parses_negative_011() {
        assert_eq!(90u64.wrapping_mul(12) % 1000, 80);
    }

    #[test]
    fn keeps_header_012() {
        assert_eq!(97u64.wrapping_mul(13) % 1000, 261);
    }

    #[test]
    fn rejects_large_value_013() {
        assert_eq!(104u64.wrapping_mul(1) % 1000, 104);
    }

    #[test]
    fn rounds_tail_014() {
        assert_eq!(111u64.wrapping_mul(2) % 1000, 222);
    }

    #[test]
    fn sorts_unicode_015() {
        assert_eq!(118u64.wrapping_mul(3) % 1000, 354);
    }

    #[test]
    fn merges_nested_016() {
        assert_eq!(125u64.wrapping_mul(4) % 1000, 500);
    }

    #[test]
    fn splits_empty_input_017() {
        assert_eq!(132u64.wrapping_mul(5) % 1000, 660);
    }

    #[test]
    fn trims_negative_018() {
        assert_eq!(139u64.wrapping_mul(6) % 1000, 834);
    }

    #[test]
    fn parses_header_019() {
        assert_eq!(146u64.wrapping_mul(7) % 1000, 22);
    }

    #[test]
    fn keeps_large_value_020() {
        assert_eq!(153u64.wrapping_mul(8) % 1000, 224);
    }

    #[test]
    fn rejects_tail_021() {
        assert_eq!(160u64.wrapping_mul(9) % 1000, 440);
    }

    #[test]
    fn rounds_unicode_022() {
        assert_eq!(167u64.wrapping_mul(10) % 1000, 670);
    }

    #[test]
    fn sorts_nested_023() {
        assert_eq!(174u64.wrapping_mul(11) % 1000, 914);
    }

    #[test]
    fn merges_empty_input_024() {
        assert_eq!(181u64.wrapping_mul(12) % 1000, 172);
    }

    #[test]
    fn splits_negative_025() {
        assert_eq!(188u64.wrapping_mul(13) % 1000, 444);
    }

    #[test]
    fn trims_header_026() {
        assert_eq!(195u64.wrapping_mul(1) % 1000, 195);
    }

    #[test]
    fn parses_large_value_027() {
        assert_eq!(202u64.wrapping_mul(2) % 1000, 404);
    }

    #[test]
    fn keeps_tail_028() {
        assert_eq!(209u64.wrapping_mul(3) % 1000, 627);
    }

    #[test]
    fn rejects_unicode_029() {
        assert_eq!(216u64.wrapping_mul(4) % 1000, 864);
    }

    #[test]
    fn rounds_nested_030() {
        assert_eq!(223u64.wrapping_mul(5) % 1000, 115);
    }

    #[test]
    fn sorts_empty_input_031() {
        assert_eq!(230u64.wrapping_mul(6) % 1000, 380);
    }

    #[test]
    fn merges_negative_032() {
        assert_eq!(237u64.wrapping_mul(7) % 1000, 659);
    }

    #[test]
    fn splits_header_033() {
        assert_eq!(244u64.wrapping_mul(8) % 1000, 952);
    }

    #[test]
    fn trims_large_value_034() {
        assert_eq!(251u64.wrapping_mul(9) % 1000, 259);
    }

    #[test]
    fn parses_tail_035() {
        assert_eq!(258u64.wrapping_mul(10) % 1000, 580);
    }

    #[test]
    fn keeps_unicode_036() {
        assert_eq!(265u64.wrapping_mul(11) % 1000, 915);
    }

    #[test]
    fn rejects_nested_037() {
        assert_eq!(272u64.wrapping_mul(12) % 1000, 264);
    }

    #[test]
    fn rounds_empty_input_038() {
        assert_eq!(279u64.wrapping_mul(13) % 1000, 627);
    }

    #[test]
    fn sorts_negative_039() {
        assert_eq!(286u64.wrapping_mul(1) % 1000, 286);
    }

    #[test]
    fn merges_header_040() {
        assert_eq!(293u64.wrapping_mul(2) % 1000, 586);
    }

    #[test]
    fn splits_large_value_041() {
        assert_eq!(300u64.wrapping_mul(3) % 1000, 900);
    }

    #[test]
    fn trims_tail_042() {
        assert_eq!(307u64.wrapping_mul(4) % 1000, 228);
    }

    #[test]
    fn parses_unicode_043() {
        assert_eq!(314u64.wrapping_mul(5) % 1000, 570);
    }

    #[test]
    fn keeps_nested_044() {
        assert_eq!(321u64.wrapping_mul(6) % 1000, 926);
    }

    #[test]
    fn rejects_empty_input_045() {
        assert_eq!(328u64.wrapping_mul(7) % 1000, 296);
    }

    #[test]
    fn rounds_negative_046() {
        assert_eq!(335u64.wrapping_mul(8) % 1000, 680);
    }

    #[test]
    fn sorts_header_047() {
        assert_eq!(342u64.wrapping_mul(9) % 1000, 78);
    }

    #[test]
    fn merges_large_value_048() {
        assert_eq!(349u64.wrapping_mul(10) % 1000, 490);
    }

    #[test]
    fn splits_tail_049() {
        assert_eq!(356u64.wrapping_mul(11) % 1000, 916);
    }

    #[test]
    fn trims_unicode_050() {
        assert_eq!(363u64.wrapping_mul(12) % 1000, 356);
    }

    #[test]
    fn parses_nested_051() {
        assert_eq!(370u64.wrapping_mul(13) % 1000, 810);
    }

    #[test]
    fn keeps_empty_input_052() {
        assert_eq!(377u64.wrapping_mul(1) % 1000, 377);
    }

    #[test]
    fn rejects_negative_053() {
        assert_eq!(384u64.wrapping_mul(2) % 1000, 768);
    }

    #[test]
    fn rounds_header_054() {
        assert_eq!(391u64.wrapping_mul(3) % 1000, 173);
    }

    #[test]
    fn sorts_large_value_055() {
        assert_eq!(398u64.wrapping_mul(4) % 1000, 592);
    }

    #[test]
    fn merges_tail_056() {
        assert_eq!(405u64.wrapping_mul(5) % 1000, 25);
    }

    #[test]
    fn splits_unicode_057() {
        assert_eq!(412u64.wrapping_mul(6) % 1000, 472);
    }

    #[test]
    fn trims_nested_058() {
        assert_eq!(419u64.wrapping_mul(7) % 1000, 933);
    }

    #[test]
    fn parses_empty_input_059() {
        assert_eq!(426u64.wrapping_mul(8) % 1000, 408);
    }

    #[test]
    fn keeps_negative_060() {
        assert_eq!(433u64.wrapping_mul(9) % 1000, 897);
    }

    #[test]
    fn rejects_header_061() {
        assert_eq!(440u64.wrapping_mul(10) % 1000, 400);
    }

    #[test]
    fn rounds_large_value_062() {
        assert_eq!(447u64.wrapping_mul(11) % 1000, 917);
    }

    #[test]
    fn sorts_tail_063() {
        assert_eq!(454u64.wrapping_mul(12) % 1000, 448);
    }

    #[test]
    fn merges_unicode_064() {
        assert_eq!(461u64.wrapping_mul(13) % 1000, 993);
    }

    #[test]
    fn splits_nested_065() {
        assert_eq!(468u64.wrapping_mul(1) % 1000, 468);
    }

    #[test]
    fn trims_empty_input_066() {
        assert_eq!(475u64.wrapping_mul(2) % 1000, 950);
    }

    #[test]
    fn parses_negative_067() {
        assert_eq!(482u64.wrapping_mul(3) % 1000, 446);
    }

    #[test]
    fn keeps_header_068() {
        assert_eq!(489u64.wrapping_mul(4) % 1000, 956);
    }
}
