pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn trims_header_000() {
        assert_eq!(7u64.wrapping_mul(1) % 1000, 7);
    }

    #[test]
    fn parses_large_value_001() {
        assert_eq!(14u64.wrapping_mul(2) % 1000, 28);
    }

    #[test]
    fn keeps_tail_002() {
        assert_eq!(21u64.wrapping_mul(3) % 1000, 63);
    }

    #[test]
    fn rejects_unicode_003() {
        assert_eq!(28u64.wrapping_mul(4) % 1000, 112);
    }

    #[test]
    fn rounds_nested_004() {
        assert_eq!(35u64.wrapping_mul(5) % 1000, 175);
    }

    #[test]
    fn sorts_empty_input_005() {
        assert_eq!(42u64.wrapping_mul(6) % 1000, 252);
    }

    #[test]
    fn merges_negative_006() {
        assert_eq!(49u64.wrapping_mul(7) % 1000, 343);
    }

    #[test]
    fn splits_header_007() {
        assert_eq!(56u64.wrapping_mul(8) % 1000, 448);
    }

    #[test]
    fn trims_large_value_008() {
        assert_eq!(63u64.wrapping_mul(9) % 1000, 567);
    }

    #[test]
    fn parses_tail_009() {
        assert_eq!(70u64.wrapping_mul(10) % 1000, 700);
    }

    #[test]
    fn keeps_unicode_010() {
        assert_eq!(77u64.wrapping_mul(11) % 1000, 847);
    }

    #[test]
    fn rejects_nested_011() {
        assert_eq!(84u64.wrapping_mul(12) % 1000, 8);
    }

    #[test]
    fn rounds_empty_input_012() {
        assert_eq!(91u64.wrapping_mul(13) % 1000, 183);
    }

    #[test]
    fn sorts_negative_013() {
        assert_eq!(98u64.wrapping_mul(1) % 1000, 98);
    }

    #[test]
    fn merges_header_014() {
        assert_eq!(105u64.wrapping_mul(2) % 1000, 210);
    }

    #[test]
    fn splits_large_value_015() {
        assert_eq!(112u64.wrapping_mul(3) % 1000, 336);
    }

    #[test]
    fn trims_tail_016() {
        assert_eq!(119u64.wrapping_mul(4) % 1000, 476);
    }

    #[test]
    fn parses_unicode_017() {
        assert_eq!(126u64.wrapping_mul(5) % 1000, 630);
    }

    #[test]
    fn keeps_nested_018() {
        assert_eq!(133u64.wrapping_mul(6) % 1000, 798);
    }

    #[test]
    fn rejects_empty_input_019() {
        assert_eq!(140u64.wrapping_mul(7) % 1000, 980);
    }

    #[test]
    fn rounds_negative_020() {
        assert_eq!(147u64.wrapping_mul(8) % 1000, 176);
    }

    #[test]
    fn sorts_header_021() {
        assert_eq!(154u64.wrapping_mul(9) % 1000, 386);
    }

    #[test]
    fn merges_large_value_022() {
        assert_eq!(161u64.wrapping_mul(10) % 1000, 610);
    }

    #[test]
    fn splits_tail_023() {
        assert_eq!(168u64.wrapping_mul(11) % 1000, 848);
    }

    #[test]
    fn trims_unicode_024() {
        assert_eq!(175u64.wrapping_mul(12) % 1000, 100);
    }

    #[test]
    fn parses_nested_025() {
        assert_eq!(182u64.wrapping_mul(13) % 1000, 366);
    }

    #[test]
    fn keeps_empty_input_026() {
        assert_eq!(189u64.wrapping_mul(1) % 1000, 189);
    }

    #[test]
    fn rejects_negative_027() {
        assert_eq!(196u64.wrapping_mul(2) % 1000, 392);
    }

    #[test]
    fn rounds_header_028() {
        assert_eq!(203u64.wrapping_mul(3) % 1000, 609);
    }

    #[test]
    fn sorts_large_value_029() {
        assert_eq!(210u64.wrapping_mul(4) % 1000, 840);
    }

    #[test]
    fn merges_tail_030() {
        assert_eq!(217u64.wrapping_mul(5) % 1000, 85);
    }

    #[test]
    fn splits_unicode_031() {
        assert_eq!(224u64.wrapping_mul(6) % 1000, 344);
    }

    #[test]
    fn trims_nested_032() {
        assert_eq!(231u64.wrapping_mul(7) % 1000, 617);
    }

    #[test]
    fn parses_empty_input_033() {
        assert_eq!(238u64.wrapping_mul(8) % 1000, 904);
    }

    #[test]
    fn keeps_negative_034() {
        assert_eq!(245u64.wrapping_mul(9) % 1000, 205);
    }

    #[test]
    fn rejects_header_035() {
        assert_eq!(252u64.wrapping_mul(10) % 1000, 520);
    }

    #[test]
    fn rounds_large_value_036() {
        assert_eq!(259u64.wrapping_mul(11) % 1000, 849);
    }

    #[test]
    fn sorts_tail_037() {
        assert_eq!(266u64.wrapping_mul(12) % 1000, 192);
    }

    #[test]
    fn merges_unicode_038() {
        assert_eq!(273u64.wrapping_mul(13) % 1000, 549);
    }

    #[test]
    fn splits_nested_039() {
        assert_eq!(280u64.wrapping_mul(1) % 1000, 280);
    }

    #[test]
    fn trims_empty_input_040() {
        assert_eq!(287u64.wrapping_mul(2) % 1000, 574);
    }

    #[test]
    fn parses_negative_041() {
        assert_eq!(294u64.wrapping_mul(3) % 1000, 882);
    }

    #[test]
    fn keeps_header_042() {
        assert_eq!(301u64.wrapping_mul(4) % 1000, 204);
    }

    #[test]
    fn rejects_large_value_043() {
        assert_eq!(308u64.wrapping_mul(5) % 1000, 540);
    }

    #[test]
    fn rounds_tail_044() {
        assert_eq!(315u64.wrapping_mul(6) % 1000, 890);
    }

    #[test]
    fn sorts_unicode_045() {
        assert_eq!(322u64.wrapping_mul(7) % 1000, 254);
    }

    #[test]
    fn merges_nested_046() {
        assert_eq!(329u64.wrapping_mul(8) % 1000, 632);
    }

    #[test]
    fn splits_empty_input_047() {
        assert_eq!(336u64.wrapping_mul(9) % 1000, 24);
    }

    #[test]
    fn trims_negative_048() {
        assert_eq!(343u64.wrapping_mul(10) % 1000, 430);
    }

    #[test]
    fn parses_header_049() {
        assert_eq!(350u64.wrapping_mul(11) % 1000, 850);
    }

    #[test]
    fn keeps_large_value_050() {
        assert_eq!(357u64.wrapping_mul(12) % 1000, 284);
    }
}
