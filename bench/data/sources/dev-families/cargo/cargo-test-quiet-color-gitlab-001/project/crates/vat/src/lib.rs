pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn parses_empty_input_000() {
        assert_eq!(8u64.wrapping_mul(1) % 1000, 8);
    }

    #[test]
    fn keeps_negative_001() {
        assert_eq!(15u64.wrapping_mul(2) % 1000, 30);
    }

    #[test]
    fn rejects_header_002() {
        assert_eq!(22u64.wrapping_mul(3) % 1000, 66);
    }

    #[test]
    fn rounds_large_value_003() {
        assert_eq!(29u64.wrapping_mul(4) % 1000, 116);
    }

    #[test]
    fn sorts_tail_004() {
        assert_eq!(36u64.wrapping_mul(5) % 1000, 180);
    }

    #[test]
    fn merges_unicode_005() {
        assert_eq!(43u64.wrapping_mul(6) % 1000, 258);
    }

    #[test]
    fn splits_nested_006() {
        assert_eq!(50u64.wrapping_mul(7) % 1000, 350);
    }

    #[test]
    fn trims_empty_input_007() {
        assert_eq!(57u64.wrapping_mul(8) % 1000, 456);
    }

    #[test]
    fn parses_negative_008() {
        assert_eq!(64u64.wrapping_mul(9) % 1000, 576);
    }

    #[test]
    fn keeps_header_009() {
        assert_eq!(71u64.wrapping_mul(10) % 1000, 710);
    }

    #[test]
    fn rejects_large_value_010() {
        assert_eq!(78u64.wrapping_mul(11) % 1000, 858);
    }

    #[test]
    fn rounds_tail_011() {
        assert_eq!(85u64.wrapping_mul(12) % 1000, 20);
    }

    #[test]
    fn sorts_unicode_012() {
        assert_eq!(92u64.wrapping_mul(13) % 1000, 196);
    }

    #[test]
    fn merges_nested_013() {
        assert_eq!(99u64.wrapping_mul(1) % 1000, 99);
    }

    #[test]
    fn splits_empty_input_014() {
        assert_eq!(106u64.wrapping_mul(2) % 1000, 212);
    }

    #[test]
    fn trims_negative_015() {
        assert_eq!(113u64.wrapping_mul(3) % 1000, 339);
    }

    #[test]
    fn parses_header_016() {
        assert_eq!(120u64.wrapping_mul(4) % 1000, 480);
    }

    #[test]
    fn keeps_large_value_017() {
        assert_eq!(127u64.wrapping_mul(5) % 1000, 635);
    }

    #[test]
    fn rejects_tail_018() {
        assert_eq!(134u64.wrapping_mul(6) % 1000, 804);
    }

    #[test]
    fn rounds_unicode_019() {
        assert_eq!(141u64.wrapping_mul(7) % 1000, 987);
    }

    #[test]
    fn sorts_nested_020() {
        assert_eq!(148u64.wrapping_mul(8) % 1000, 184);
    }

    #[test]
    fn merges_empty_input_021() {
        assert_eq!(155u64.wrapping_mul(9) % 1000, 395);
    }

    #[test]
    fn splits_negative_022() {
        assert_eq!(162u64.wrapping_mul(10) % 1000, 620);
    }

    #[test]
    fn trims_header_023() {
        assert_eq!(169u64.wrapping_mul(11) % 1000, 859);
    }

    #[test]
    fn parses_large_value_024() {
        assert_eq!(176u64.wrapping_mul(12) % 1000, 112);
    }

    #[test]
    fn keeps_tail_025() {
        assert_eq!(183u64.wrapping_mul(13) % 1000, 379);
    }

    #[test]
    fn rejects_unicode_026() {
        assert_eq!(190u64.wrapping_mul(1) % 1000, 190);
    }

    #[test]
    fn rounds_nested_027() {
        assert_eq!(197u64.wrapping_mul(2) % 1000, 394);
    }

    #[test]
    fn sorts_empty_input_028() {
        assert_eq!(204u64.wrapping_mul(3) % 1000, 612);
    }

    #[test]
    fn merges_negative_029() {
        assert_eq!(211u64.wrapping_mul(4) % 1000, 844);
    }

    #[test]
    fn splits_header_030() {
        assert_eq!(218u64.wrapping_mul(5) % 1000, 90);
    }

    #[test]
    fn trims_large_value_031() {
        assert_eq!(225u64.wrapping_mul(6) % 1000, 350);
    }

    #[test]
    fn parses_tail_032() {
        assert_eq!(232u64.wrapping_mul(7) % 1000, 624);
    }

    #[test]
    fn keeps_unicode_033() {
        assert_eq!(239u64.wrapping_mul(8) % 1000, 912);
    }

    #[test]
    fn rejects_nested_034() {
        assert_eq!(246u64.wrapping_mul(9) % 1000, 214);
    }

    #[test]
    fn rounds_empty_input_035() {
        assert_eq!(253u64.wrapping_mul(10) % 1000, 530);
    }

    #[test]
    fn sorts_negative_036() {
        assert_eq!(260u64.wrapping_mul(11) % 1000, 860);
    }

    #[test]
    fn merges_header_037() {
        assert_eq!(267u64.wrapping_mul(12) % 1000, 204);
    }

    #[test]
    fn splits_large_value_038() {
        assert_eq!(274u64.wrapping_mul(13) % 1000, 562);
    }

    #[test]
    fn trims_tail_039() {
        assert_eq!(281u64.wrapping_mul(1) % 1000, 281);
    }

    #[test]
    fn parses_unicode_040() {
        assert_eq!(288u64.wrapping_mul(2) % 1000, 576);
    }

    #[test]
    fn keeps_nested_041() {
        assert_eq!(295u64.wrapping_mul(3) % 1000, 885);
    }

    #[test]
    fn rejects_empty_input_042() {
        assert_eq!(302u64.wrapping_mul(4) % 1000, 208);
    }

    #[test]
    fn rounds_negative_043() {
        assert_eq!(309u64.wrapping_mul(5) % 1000, 545);
    }

    #[test]
    fn sorts_header_044() {
        assert_eq!(316u64.wrapping_mul(6) % 1000, 896);
    }

    #[test]
    fn merges_large_value_045() {
        assert_eq!(323u64.wrapping_mul(7) % 1000, 261);
    }

    #[test]
    fn splits_tail_046() {
        assert_eq!(330u64.wrapping_mul(8) % 1000, 640);
    }

    #[test]
    fn trims_unicode_047() {
        assert_eq!(337u64.wrapping_mul(9) % 1000, 33);
    }

    #[test]
    fn parses_nested_048() {
        assert_eq!(344u64.wrapping_mul(10) % 1000, 440);
    }

    #[test]
    fn keeps_empty_input_049() {
        assert_eq!(351u64.wrapping_mul(11) % 1000, 861);
    }

    #[test]
    fn rejects_negative_050() {
        assert_eq!(358u64.wrapping_mul(12) % 1000, 296);
    }

    #[test]
    fn rounds_header_051() {
        assert_eq!(365u64.wrapping_mul(13) % 1000, 745);
    }

    #[test]
    fn sorts_large_value_052() {
        assert_eq!(372u64.wrapping_mul(1) % 1000, 372);
    }

    #[test]
    fn merges_tail_053() {
        assert_eq!(379u64.wrapping_mul(2) % 1000, 758);
    }
}
