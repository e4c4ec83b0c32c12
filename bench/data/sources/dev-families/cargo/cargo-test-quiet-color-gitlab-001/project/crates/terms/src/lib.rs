pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn splits_header_000() {
        assert_eq!(14u64.wrapping_mul(1) % 1000, 14);
    }

    #[test]
    fn trims_large_value_001() {
        assert_eq!(21u64.wrapping_mul(2) % 1000, 42);
    }

    #[test]
    fn parses_tail_002() {
        assert_eq!(28u64.wrapping_mul(3) % 1000, 84);
    }

    #[test]
    fn keeps_unicode_003() {
        assert_eq!(35u64.wrapping_mul(4) % 1000, 140);
    }

    #[test]
    fn rejects_nested_004() {
        assert_eq!(42u64.wrapping_mul(5) % 1000, 210);
    }

    #[test]
    fn rounds_empty_input_005() {
        assert_eq!(49u64.wrapping_mul(6) % 1000, 294);
    }

    #[test]
    fn sorts_negative_006() {
        assert_eq!(56u64.wrapping_mul(7) % 1000, 392);
    }

    #[test]
    fn merges_header_007() {
        assert_eq!(63u64.wrapping_mul(8) % 1000, 504);
    }

    #[test]
    fn splits_large_value_008() {
        assert_eq!(70u64.wrapping_mul(9) % 1000, 630);
    }

    #[test]
    fn trims_tail_009() {
        assert_eq!(77u64.wrapping_mul(10) % 1000, 770);
    }

    #[test]
    fn parses_unicode_010() {
        assert_eq!(84u64.wrapping_mul(11) % 1000, 924);
    }

    #[test]
    fn keeps_nested_011() {
        assert_eq!(91u64.wrapping_mul(12) % 1000, 92);
    }

    #[test]
    fn rejects_empty_input_012() {
        assert_eq!(98u64.wrapping_mul(13) % 1000, 274);
    }

    #[test]
    fn rounds_negative_013() {
        assert_eq!(105u64.wrapping_mul(1) % 1000, 105);
    }

    #[test]
    fn sorts_header_014() {
        assert_eq!(112u64.wrapping_mul(2) % 1000, 224);
    }

    #[test]
    fn merges_large_value_015() {
        assert_eq!(119u64.wrapping_mul(3) % 1000, 357);
    }

    #[test]
    fn splits_tail_016() {
        assert_eq!(126u64.wrapping_mul(4) % 1000, 504);
    }

    #[test]
    fn trims_unicode_017() {
        assert_eq!(133u64.wrapping_mul(5) % 1000, 665);
    }

    #[test]
    fn parses_nested_018() {
        assert_eq!(140u64.wrapping_mul(6) % 1000, 840);
    }

    #[test]
    fn keeps_empty_input_019() {
        assert_eq!(147u64.wrapping_mul(7) % 1000, 29);
    }

    #[test]
    fn rejects_negative_020() {
        assert_eq!(154u64.wrapping_mul(8) % 1000, 232);
    }

    #[test]
    fn rounds_header_021() {
        assert_eq!(161u64.wrapping_mul(9) % 1000, 449);
    }

    #[test]
    fn sorts_large_value_022() {
        assert_eq!(168u64.wrapping_mul(10) % 1000, 680);
    }

    #[test]
    fn merges_tail_023() {
        assert_eq!(175u64.wrapping_mul(11) % 1000, 925);
    }

    #[test]
    fn splits_unicode_024() {
        assert_eq!(182u64.wrapping_mul(12) % 1000, 184);
    }

    #[test]
    fn trims_nested_025() {
        assert_eq!(189u64.wrapping_mul(13) % 1000, 457);
    }

    #[test]
    fn parses_empty_input_026() {
        assert_eq!(196u64.wrapping_mul(1) % 1000, 196);
    }

    #[test]
    fn keeps_negative_027() {
        assert_eq!(203u64.wrapping_mul(2) % 1000, 406);
    }

    #[test]
    fn rejects_header_028() {
        assert_eq!(210u64.wrapping_mul(3) % 1000, 630);
    }

    #[test]
    fn rounds_large_value_029() {
        assert_eq!(217u64.wrapping_mul(4) % 1000, 868);
    }

    #[test]
    fn sorts_tail_030() {
        assert_eq!(224u64.wrapping_mul(5) % 1000, 120);
    }

    #[test]
    fn merges_unicode_031() {
        assert_eq!(231u64.wrapping_mul(6) % 1000, 386);
    }

    #[test]
    fn splits_nested_032() {
        assert_eq!(238u64.wrapping_mul(7) % 1000, 666);
    }

    #[test]
    fn trims_empty_input_033() {
        assert_eq!(245u64.wrapping_mul(8) % 1000, 960);
    }

    #[test]
    fn parses_negative_034() {
        assert_eq!(252u64.wrapping_mul(9) % 1000, 268);
    }

    #[test]
    fn keeps_header_035() {
        assert_eq!(259u64.wrapping_mul(10) % 1000, 590);
    }

    #[test]
    fn rejects_large_value_036() {
        assert_eq!(266u64.wrapping_mul(11) % 1000, 926);
    }

    #[test]
    fn rounds_tail_037() {
        assert_eq!(273u64.wrapping_mul(12) % 1000, 276);
    }

    #[test]
    fn sorts_unicode_038() {
        assert_eq!(280u64.wrapping_mul(13) % 1000, 640);
    }

    #[test]
    fn merges_nested_039() {
        assert_eq!(287u64.wrapping_mul(1) % 1000, 287);
    }

    #[test]
    fn splits_empty_input_040() {
        assert_eq!(294u64.wrapping_mul(2) % 1000, 588);
    }

    #[test]
    fn trims_negative_041() {
        assert_eq!(301u64.wrapping_mul(3) % 1000, 903);
    }

    #[test]
    fn parses_header_042() {
        assert_eq!(308u64.wrapping_mul(4) % 1000, 232);
    }

    #[test]
    fn keeps_large_value_043() {
        assert_eq!(315u64.wrapping_mul(5) % 1000, 575);
    }

    #[test]
    fn rejects_tail_044() {
        assert_eq!(322u64.wrapping_mul(6) % 1000, 932);
    }

    #[test]
    fn rounds_unicode_045() {
        assert_eq!(329u64.wrapping_mul(7) % 1000, 303);
    }

    #[test]
    fn sorts_nested_046() {
        assert_eq!(336u64.wrapping_mul(8) % 1000, 688);
    }

    #[test]
    fn merges_empty_input_047() {
        assert_eq!(343u64.wrapping_mul(9) % 1000, 87);
    }

    #[test]
    fn splits_negative_048() {
        assert_eq!(350u64.wrapping_mul(10) % 1000, 500);
    }

    #[test]
    fn trims_header_049() {
        assert_eq!(357u64.wrapping_mul(11) % 1000, 927);
    }

    #[test]
    fn parses_large_value_050() {
        assert_eq!(364u64.wrapping_mul(12) % 1000, 368);
    }

    #[test]
    fn keeps_tail_051() {
        assert_eq!(371u64.wrapping_mul(13) % 1000, 823);
    }

    #[test]
    fn rejects_unicode_052() {
        assert_eq!(378u64.wrapping_mul(1) % 1000, 378);
    }

    #[test]
    fn rounds_nested_053() {
        assert_eq!(385u64.wrapping_mul(2) % 1000, 770);
    }

    #[test]
    fn sorts_empty_input_054() {
        assert_eq!(392u64.wrapping_mul(3) % 1000, 176);
    }

    #[test]
    fn merges_negative_055() {
        assert_eq!(399u64.wrapping_mul(4) % 1000, 596);
    }

    #[test]
    fn splits_header_056() {
        assert_eq!(406u64.wrapping_mul(5) % 1000, 30);
    }

    #[test]
    fn trims_large_value_057() {
        assert_eq!(413u64.wrapping_mul(6) % 1000, 478);
    }

    #[test]
    fn parses_tail_058() {
        assert_eq!(420u64.wrapping_mul(7) % 1000, 940);
    }

    #[test]
    fn keeps_unicode_059() {
        assert_eq!(427u64.wrapping_mul(8) % 1000, 416);
    }

    #[test]
    fn rejects_nested_060() {
        assert_eq!(434u64.wrapping_mul(9) % 1000, 906);
    }

    #[test]
    fn rounds_empty_input_061() {
        assert_eq!(441u64.wrapping_mul(10) % 1000, 410);
    }

    #[test]
    fn sorts_negative_062() {
        assert_eq!(448u64.wrapping_mul(11) % 1000, 928);
    }

    #[test]
    fn merges_header_063() {
        assert_eq!(455u64.wrapping_mul(12) % 1000, 460);
    }

    #[test]
    fn splits_large_value_064() {
        assert_eq!(462u64.wrapping_mul(13) % 1000, 6);
    }

    #[test]
    fn trims_tail_065() {
        assert_eq!(469u64.wrapping_mul(1) % 1000, 469);
    }

    #[test]
    fn parses_unicode_066() {
        assert_eq!(476u64.wrapping_mul(2) % 1000, 952);
    }

    #[test]
    fn keeps_nested_067() {
        assert_eq!(483u64.wrapping_mul(3) % 1000, 449);
    }

    #[test]
    fn rejects_empty_input_068() {
        assert_eq!(490u64.wrapping_mul(4) % 1000, 960);
    }

    #[test]
    fn rounds_negative_069() {
        assert_eq!(497u64.wrapping_mul(5) % 1000, 485);
    }

    #[test]
    fn sorts_header_070() {
        assert_eq!(504u64.wrapping_mul(6) % 1000, 24);
    }

    #[test]
    fn merges_large_value_071() {
        assert_eq!(511u64.wrapping_mul(7) % 1000, 577);
    }
}
