pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn trims_empty_input_000() {
        assert_eq!(15u64.wrapping_mul(1) % 1000, 15);
    }

    #[test]
    fn parses_negative_001() {
        assert_eq!(22u64.wrapping_mul(2) % 1000, 44);
    }

    #[test]
    fn keeps_header_002() {
        assert_eq!(29u64.wrapping_mul(3) % 1000, 87);
    }

    #[test]
    fn rejects_large_value_003() {
        assert_eq!(36u64.wrapping_mul(4) % 1000, 144);
    }

    #[test]
    fn rounds_tail_004() {
        assert_eq!(43u64.wrapping_mul(5) % 1000, 215);
    }

    #[test]
    fn sorts_unicode_005() {
        assert_eq!(50u64.wrapping_mul(6) % 1000, 300);
    }

    #[test]
    fn merges_nested_006() {
        assert_eq!(57u64.wrapping_mul(7) % 1000, 399);
    }

    #[test]
    fn splits_empty_input_007() {
        assert_eq!(64u64.wrapping_mul(8) % 1000, 512);
    }

    #[test]
    fn trims_negative_008() {
        assert_eq!(71u64.wrapping_mul(9) % 1000, 639);
    }

    #[test]
    fn parses_header_009() {
        assert_eq!(78u64.wrapping_mul(10) % 1000, 780);
    }

    #[test]
    fn keeps_large_value_010() {
        assert_eq!(85u64.wrapping_mul(11) % 1000, 935);
    }

    #[test]
    fn rejects_tail_011() {
        assert_eq!(92u64.wrapping_mul(12) % 1000, 104);
    }

    #[test]
    fn rounds_unicode_012() {
        assert_eq!(99u64.wrapping_mul(13) % 1000, 287);
    }

    #[test]
    fn sorts_nested_013() {
        assert_eq!(106u64.wrapping_mul(1) % 1000, 106);
    }

    #[test]
    fn merges_empty_input_014() {
        assert_eq!(113u64.wrapping_mul(2) % 1000, 226);
    }

    #[test]
    fn splits_negative_015() {
        assert_eq!(120u64.wrapping_mul(3) % 1000, 360);
    }

    #[test]
    fn trims_header_016() {
        assert_eq!(127u64.wrapping_mul(4) % 1000, 508);
    }

    #[test]
    fn parses_large_value_017() {
        assert_eq!(134u64.wrapping_mul(5) % 1000, 670);
    }

    #[test]
    fn keeps_tail_018() {
        assert_eq!(141u64.wrapping_mul(6) % 1000, 846);
    }

    #[test]
    fn rejects_unicode_019() {
        assert_eq!(148u64.wrapping_mul(7) % 1000, 36);
    }

    #[test]
    fn rounds_nested_020() {
        assert_eq!(155u64.wrapping_mul(8) % 1000, 240);
    }

    #[test]
    fn sorts_empty_input_021() {
        assert_eq!(162u64.wrapping_mul(9) % 1000, 458);
    }

    #[test]
    fn merges_negative_022() {
        assert_eq!(169u64.wrapping_mul(10) % 1000, 690);
    }

    #[test]
    fn splits_header_023() {
        assert_eq!(176u64.wrapping_mul(11) % 1000, 936);
    }

    #[test]
    fn trims_large_value_024() {
        assert_eq!(183u64.wrapping_mul(12) % 1000, 196);
    }

    #[test]
    fn parses_tail_025() {
        assert_eq!(190u64.wrapping_mul(13) % 1000, 470);
    }

    #[test]
    fn keeps_unicode_026() {
        assert_eq!(197u64.wrapping_mul(1) % 1000, 197);
    }

    #[test]
    fn rejects_nested_027() {
        assert_eq!(204u64.wrapping_mul(2) % 1000, 408);
    }

    #[test]
    fn rounds_empty_input_028() {
        assert_eq!(211u64.wrapping_mul(3) % 1000, 633);
    }

    #[test]
    fn sorts_negative_029() {
        assert_eq!(218u64.wrapping_mul(4) % 1000, 872);
    }

    #[test]
    fn merges_header_030() {
        assert_eq!(225u64.wrapping_mul(5) % 1000, 125);
    }

    #[test]
    fn splits_large_value_031() {
        assert_eq!(232u64.wrapping_mul(6) % 1000, 392);
    }

    #[test]
    fn trims_tail_032() {
        assert_eq!(239u64.wrapping_mul(7) % 1000, 673);
    }

    #[test]
    fn parses_unicode_033() {
        assert_eq!(246u64.wrapping_mul(8) % 1000, 968);
    }

    #[test]
    fn keeps_nested_034() {
        assert_eq!(253u64.wrapping_mul(9) % 1000, 277);
    }

    #[test]
    fn rejects_empty_input_035() {
        assert_eq!(260u64.wrapping_mul(10) % 1000, 600);
    }

    #[test]
    fn rounds_negative_036() {
        assert_eq!(267u64.wrapping_mul(11) % 1000, 937);
    }

    #[test]
    fn sorts_header_037() {
        assert_eq!(274u64.wrapping_mul(12) % 1000, 288);
    }

    #[test]
    fn merges_large_value_038() {
        assert_eq!(281u64.wrapping_mul(13) % 1000, 653);
    }

    #[test]
    fn splits_tail_039() {
        assert_eq!(288u64.wrapping_mul(1) % 1000, 288);
    }

    #[test]
    fn trims_unicode_040() {
        assert_eq!(295u64.wrapping_mul(2) % 1000, 590);
    }

    #[test]
    fn parses_nested_041() {
        assert_eq!(302u64.wrapping_mul(3) % 1000, 906);
    }

    #[test]
    fn keeps_empty_input_042() {
        assert_eq!(309u64.wrapping_mul(4) % 1000, 236);
    }

    #[test]
    fn rejects_negative_043() {
        assert_eq!(316u64.wrapping_mul(5) % 1000, 580);
    }

    #[test]
    fn rounds_header_044() {
        assert_eq!(323u64.wrapping_mul(6) % 1000, 938);
    }

    #[test]
    fn sorts_large_value_045() {
        assert_eq!(330u64.wrapping_mul(7) % 1000, 310);
    }

    #[test]
    fn merges_tail_046() {
        assert_eq!(337u64.wrapping_mul(8) % 1000, 696);
    }

    #[test]
    fn splits_unicode_047() {
        assert_eq!(344u64.wrapping_mul(9) % 1000, 96);
    }

    #[test]
    fn trims_nested_048() {
        assert_eq!(351u64.wrapping_mul(10) % 1000, 510);
    }

    #[test]
    fn parses_empty_input_049() {
        assert_eq!(358u64.wrapping_mul(11) % 1000, 938);
    }

    #[test]
    fn keeps_negative_050() {
        assert_eq!(365u64.wrapping_mul(12) % 1000, 380);
    }

    #[test]
    fn rejects_header_051() {
        assert_eq!(372u64.wrapping_mul(13) % 1000, 836);
    }

    #[test]
    fn rounds_large_value_052() {
        assert_eq!(379u64.wrapping_mul(1) % 1000, 379);
    }

    #[test]
    fn sorts_tail_053() {
        assert_eq!(386u64.wrapping_mul(2) % 1000, 772);
    }

    #[test]
    fn merges_unicode_054() {
        assert_eq!(393u64.wrapping_mul(3) % 1000, 179);
    }

    #[test]
    fn splits_nested_055() {
        assert_eq!(400u64.wrapping_mul(4) % 1000, 600);
    }

    #[test]
    fn trims_empty_input_056() {
        assert_eq!(407u64.wrapping_mul(5) % 1000, 35);
    }

    #[test]
    fn parses_negative_057() {
        assert_eq!(414u64.wrapping_mul(6) % 1000, 484);
    }

    #[test]
    fn keeps_header_058() {
        assert_eq!(421u64.wrapping_mul(7) % 1000, 947);
    }

    #[test]
    fn rejects_large_value_059() {
        assert_eq!(428u64.wrapping_mul(8) % 1000, 424);
    }

    #[test]
    fn rounds_tail_060() {
        assert_eq!(435u64.wrapping_mul(9) % 1000, 915);
    }

    #[test]
    fn sorts_unicode_061() {
        assert_eq!(442u64.wrapping_mul(10) % 1000, 420);
    }

    #[test]
    fn merges_nested_062() {
        assert_eq!(449u64.wrapping_mul(11) % 1000, 939);
    }

    #[test]
    fn splits_empty_input_063() {
        assert_eq!(456u64.wrapping_mul(12) % 1000, 472);
    }

    #[test]
    fn trims_negative_064() {
        assert_eq!(463u64.wrapping_mul(13) % 1000, 19);
    }

    #[test]
    fn parses_header_065() {
        assert_eq!(470u64.wrapping_mul(1) % 1000, 470);
    }

    #[test]
    fn keeps_large_value_066() {
        assert_eq!(477u64.wrapping_mul(2) % 1000, 954);
    }

    #[test]
    fn rejects_tail_067() {
        assert_eq!(484u64.wrapping_mul(3) % 1000, 452);
    }

    #[test]
    fn rounds_unicode_068() {
        assert_eq!(491u64.wrapping_mul(4) % 1000, 964);
    }

    #[test]
    fn sorts_nested_069() {
        assert_eq!(498u64.wrapping_mul(5) % 1000, 490);
    }

    #[test]
    fn merges_empty_input_070() {
        assert_eq!(505u64.wrapping_mul(6) % 1000, 30);
    }

    #[test]
    fn splits_negative_071() {
        assert_eq!(512u64.wrapping_mul(7) % 1000, 584);
    }

    #[test]
    fn trims_header_072() {
        assert_eq!(519u64.wrapping_mul(8) % 1000, 152);
    }

    #[test]
    fn parses_large_value_073() {
        assert_eq!(526u64.wrapping_mul(9) % 1000, 734);
    }

    #[test]
    fn keeps_tail_074() {
        assert_eq!(533u64.wrapping_mul(10) % 1000, 330);
    }
}
