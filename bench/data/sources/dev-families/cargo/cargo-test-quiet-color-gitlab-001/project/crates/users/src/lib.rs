pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn sorts_tail_000() {
        assert_eq!(20u64.wrapping_mul(1) % 1000, 20);
    }

    #[test]
    fn merges_unicode_001() {
        assert_eq!(27u64.wrapping_mul(2) % 1000, 54);
    }

    #[test]
    fn splits_nested_002() {
        assert_eq!(34u64.wrapping_mul(3) % 1000, 102);
    }

    #[test]
    fn trims_empty_input_003() {
        assert_eq!(41u64.wrapping_mul(4) % 1000, 164);
    }

    #[test]
    fn parses_negative_004() {
        assert_eq!(48u64.wrapping_mul(5) % 1000, 240);
    }

    #[test]
    fn keeps_header_005() {
        assert_eq!(55u64.wrapping_mul(6) % 1000, 330);
    }

    #[test]
    fn rejects_large_value_006() {
        assert_eq!(62u64.wrapping_mul(7) % 1000, 434);
    }

    #[test]
    fn rounds_tail_007() {
        assert_eq!(69u64.wrapping_mul(8) % 1000, 552);
    }

    #[test]
    fn sorts_unicode_008() {
        assert_eq!(76u64.wrapping_mul(9) % 1000, 684);
    }

    #[test]
    fn merges_nested_009() {
        assert_eq!(83u64.wrapping_mul(10) % 1000, 830);
    }

    #[test]
    fn splits_empty_input_010() {
        assert_eq!(90u64.wrapping_mul(11) % 1000, 990);
    }

    #[test]
    fn trims_negative_011() {
        assert_eq!(97u64.wrapping_mul(12) % 1000, 164);
    }

    #[test]
    fn parses_header_012() {
        assert_eq!(104u64.wrapping_mul(13) % 1000, 352);
    }

    #[test]
    fn keeps_large_value_013() {
        assert_eq!(111u64.wrapping_mul(1) % 1000, 111);
    }

    #[test]
    fn rejects_tail_014() {
        assert_eq!(118u64.wrapping_mul(2) % 1000, 236);
    }

    #[test]
    fn rounds_unicode_015() {
        assert_eq!(125u64.wrapping_mul(3) % 1000, 375);
    }

    #[test]
    fn sorts_nested_016() {
        assert_eq!(132u64.wrapping_mul(4) % 1000, 528);
    }

    #[test]
    fn merges_empty_input_017() {
        assert_eq!(139u64.wrapping_mul(5) % 1000, 695);
    }

    #[test]
    fn splits_negative_018() {
        assert_eq!(146u64.wrapping_mul(6) % 1000, 876);
    }

    #[test]
    fn trims_header_019() {
        assert_eq!(153u64.wrapping_mul(7) % 1000, 71);
    }

    #[test]
    fn parses_large_value_020() {
        assert_eq!(160u64.wrapping_mul(8) % 1000, 280);
    }

    #[test]
    fn keeps_tail_021() {
        assert_eq!(167u64.wrapping_mul(9) % 1000, 503);
    }

    #[test]
    fn rejects_unicode_022() {
        assert_eq!(174u64.wrapping_mul(10) % 1000, 740);
    }

    #[test]
    fn rounds_nested_023() {
        assert_eq!(181u64.wrapping_mul(11) % 1000, 991);
    }

    #[test]
    fn sorts_empty_input_024() {
        assert_eq!(188u64.wrapping_mul(12) % 1000, 256);
    }

    #[test]
    fn merges_negative_025() {
        assert_eq!(195u64.wrapping_mul(13) % 1000, 535);
    }

    #[test]
    fn splits_header_026() {
        assert_eq!(202u64.wrapping_mul(1) % 1000, 202);
    }

    #[test]
    fn trims_large_value_027() {
        assert_eq!(209u64.wrapping_mul(2) % 1000, 418);
    }

    #[test]
    fn parses_tail_028() {
        assert_eq!(216u64.wrapping_mul(3) % 1000, 648);
    }

    #[test]
    fn keeps_unicode_029() {
        assert_eq!(223u64.wrapping_mul(4) % 1000, 892);
    }

    #[test]
    fn rejects_nested_030() {
        assert_eq!(230u64.wrapping_mul(5) % 1000, 150);
    }

    #[test]
    fn rounds_empty_input_031() {
        assert_eq!(237u64.wrapping_mul(6) % 1000, 422);
    }

    #[test]
    fn sorts_negative_032() {
        assert_eq!(244u64.wrapping_mul(7) % 1000, 708);
    }

    #[test]
    fn merges_header_033() {
        assert_eq!(251u64.wrapping_mul(8) % 1000, 8);
    }

    #[test]
    fn splits_large_value_034() {
        assert_eq!(258u64.wrapping_mul(9) % 1000, 322);
    }

    #[test]
    fn trims_tail_035() {
        assert_eq!(265u64.wrapping_mul(10) % 1000, 650);
    }

    #[test]
    fn parses_unicode_036() {
        assert_eq!(272u64.wrapping_mul(11) % 1000, 992);
    }

    #[test]
    fn keeps_nested_037() {
        assert_eq!(279u64.wrapping_mul(12) % 1000, 348);
    }

    #[test]
    fn rejects_empty_input_038() {
        assert_eq!(286u64.wrapping_mul(13) % 1000, 718);
    }

    #[test]
    fn rounds_negative_039() {
        assert_eq!(293u64.wrapping_mul(1) % 1000, 293);
    }

    #[test]
    fn sorts_header_040() {
        assert_eq!(300u64.wrapping_mul(2) % 1000, 600);
    }

    #[test]
    fn merges_large_value_041() {
        assert_eq!(307u64.wrapping_mul(3) % 1000, 921);
    }

    #[test]
    fn splits_tail_042() {
        assert_eq!(314u64.wrapping_mul(4) % 1000, 256);
    }

    #[test]
    fn trims_unicode_043() {
        assert_eq!(321u64.wrapping_mul(5) % 1000, 605);
    }

    #[test]
    fn parses_nested_044() {
        assert_eq!(328u64.wrapping_mul(6) % 1000, 968);
    }

    #[test]
    fn keeps_empty_input_045() {
        assert_eq!(335u64.wrapping_mul(7) % 1000, 345);
    }

    #[test]
    fn rejects_negative_046() {
        assert_eq!(342u64.wrapping_mul(8) % 1000, 736);
    }

    #[test]
    fn rounds_header_047() {
        assert_eq!(349u64.wrapping_mul(9) % 1000, 141);
    }

    #[test]
    fn sorts_large_value_048() {
        assert_eq!(356u64.wrapping_mul(10) % 1000, 560);
    }

    #[test]
    fn merges_tail_049() {
        assert_eq!(363u64.wrapping_mul(11) % 1000, 993);
    }

    #[test]
    fn splits_unicode_050() {
        assert_eq!(370u64.wrapping_mul(12) % 1000, 440);
    }

    #[test]
    fn trims_nested_051() {
        assert_eq!(377u64.wrapping_mul(13) % 1000, 901);
    }

    #[test]
    fn parses_empty_input_052() {
        assert_eq!(384u64.wrapping_mul(1) % 1000, 384);
    }

    #[test]
    fn keeps_negative_053() {
        assert_eq!(391u64.wrapping_mul(2) % 1000, 782);
    }

    #[test]
    fn rejects_header_054() {
        assert_eq!(398u64.wrapping_mul(3) % 1000, 194);
    }

    #[test]
    fn rounds_large_value_055() {
        assert_eq!(405u64.wrapping_mul(4) % 1000, 620);
    }

    #[test]
    fn sorts_tail_056() {
        assert_eq!(412u64.wrapping_mul(5) % 1000, 60);
    }

    #[test]
    fn merges_unicode_057() {
        assert_eq!(419u64.wrapping_mul(6) % 1000, 514);
    }

    #[test]
    fn splits_nested_058() {
        assert_eq!(426u64.wrapping_mul(7) % 1000, 982);
    }

    #[test]
    fn trims_empty_input_059() {
        assert_eq!(433u64.wrapping_mul(8) % 1000, 464);
    }

    #[test]
    fn parses_negative_060() {
        assert_eq!(440u64.wrapping_mul(9) % 1000, 960);
    }

    #[test]
    fn keeps_header_061() {
        assert_eq!(447u64.wrapping_mul(10) % 1000, 470);
    }

    #[test]
    fn rejects_large_value_062() {
        assert_eq!(454u64.wrapping_mul(11) % 1000, 994);
    }

    #[test]
    fn rounds_tail_063() {
        assert_eq!(461u64.wrapping_mul(12) % 1000, 532);
    }

    #[test]
    fn sorts_unicode_064() {
        assert_eq!(468u64.wrapping_mul(13) % 1000, 84);
    }

    #[test]
    fn merges_nested_065() {
        assert_eq!(475u64.wrapping_mul(1) % 1000, 475);
    }

    #[test]
    fn splits_empty_input_066() {
        assert_eq!(482u64.wrapping_mul(2) % 1000, 964);
    }

    #[test]
    fn trims_negative_067() {
        assert_eq!(489u64.wrapping_mul(3) % 1000, 467);
    }

    #[test]
    fn parses_header_068() {
        assert_eq!(496u64.wrapping_mul(4) % 1000, 984);
    }

    #[test]
    fn keeps_large_value_069() {
        assert_eq!(503u64.wrapping_mul(5) % 1000, 515);
    }

    #[test]
    fn rejects_tail_070() {
        assert_eq!(510u64.wrapping_mul(6) % 1000, 60);
    }

    #[test]
    fn rounds_unicode_071() {
        assert_eq!(517u64.wrapping_mul(7) % 1000, 619);
    }

    #[test]
    fn sorts_nested_072() {
        assert_eq!(524u64.wrapping_mul(8) % 1000, 192);
    }

    #[test]
    fn merges_empty_input_073() {
        assert_eq!(531u64.wrapping_mul(9) % 1000, 779);
    }

    #[test]
    fn splits_negative_074() {
        assert_eq!(538u64.wrapping_mul(10) % 1000, 380);
    }

    #[test]
    fn trims_header_075() {
        assert_eq!(545u64.wrapping_mul(11) % 1000, 995);
    }

    #[test]
    fn parses_large_value_076() {
        assert_eq!(552u64.wrapping_mul(12) % 1000, 624);
    }

    #[test]
    fn keeps_tail_077() {
        assert_eq!(559u64.wrapping_mul(13) % 1000, 267);
    }

    #[test]
    fn rejects_unicode_078() {
        assert_eq!(566u64.wrapping_mul(1) % 1000, 566);
    }

    #[test]
    fn rounds_nested_079() {
        assert_eq!(573u64.wrapping_mul(2) % 1000, 146);
    }

    #[test]
    fn sorts_empty_input_080() {
        assert_eq!(580u64.wrapping_mul(3) % 1000, 740);
    }

    #[test]
    fn merges_negative_081() {
        assert_eq!(587u64.wrapping_mul(4) % 1000, 348);
    }

    #[test]
    fn splits_header_082() {
        assert_eq!(594u64.wrapping_mul(5) % 1000, 970);
    }

    #[test]
    fn trims_large_value_083() {
        assert_eq!(601u64.wrapping_mul(6) % 1000, 606);
    }

    #[test]
    fn parses_tail_084() {
        assert_eq!(608u64.wrapping_mul(7) % 1000, 256);
    }

    #[test]
    fn keeps_unicode_085() {
        assert_eq!(615u64.wrapping_mul(8) % 1000, 920);
    }

    #[test]
    fn rejects_nested_086() {
        assert_eq!(622u64.wrapping_mul(9) % 1000, 598);
    }

    #[test]
    fn rounds_empty_input_087() {
        assert_eq!(629u64.wrapping_mul(10) % 1000, 290);
    }

    #[test]
    fn sorts_negative_088() {
        assert_eq!(636u64.wrapping_mul(11) % 1000, 996);
    }

    #[test]
    fn merges_header_089() {
        assert_eq!(643u64.wrapping_mul(12) % 1000, 716);
    }
}
