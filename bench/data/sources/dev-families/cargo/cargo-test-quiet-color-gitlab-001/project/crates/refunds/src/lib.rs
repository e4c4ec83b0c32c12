pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn parses_unicode_000() {
        assert_eq!(16u64.wrapping_mul(1) % 1000, 16);
    }

    #[test]
    fn keeps_nested_001() {
        assert_eq!(23u64.wrapping_mul(2) % 1000, 46);
    }

    #[test]
    fn rejects_empty_input_002() {
        assert_eq!(30u64.wrapping_mul(3) % 1000, 90);
    }

    #[test]
    fn rounds_negative_003() {
        assert_eq!(37u64.wrapping_mul(4) % 1000, 148);
    }

    #[test]
    fn sorts_header_004() {
        assert_eq!(44u64.wrapping_mul(5) % 1000, 220);
    }

    #[test]
    fn merges_large_value_005() {
        assert_eq!(51u64.wrapping_mul(6) % 1000, 306);
    }

    #[test]
    fn splits_tail_006() {
        assert_eq!(58u64.wrapping_mul(7) % 1000, 406);
    }

    #[test]
    fn trims_unicode_007() {
        assert_eq!(65u64.wrapping_mul(8) % 1000, 520);
    }

    #[test]
    fn parses_nested_008() {
        assert_eq!(72u64.wrapping_mul(9) % 1000, 648);
    }

    #[test]
    fn keeps_empty_input_009() {
        assert_eq!(79u64.wrapping_mul(10) % 1000, 790);
    }

    #[test]
    fn rejects_negative_010() {
        assert_eq!(86u64.wrapping_mul(11) % 1000, 946);
    }

    #[test]
    fn rounds_header_011() {
        assert_eq!(93u64.wrapping_mul(12) % 1000, 116);
    }

    #[test]
    fn sorts_large_value_012() {
        assert_eq!(100u64.wrapping_mul(13) % 1000, 300);
    }

    #[test]
    fn merges_tail_013() {
        assert_eq!(107u64.wrapping_mul(1) % 1000, 107);
    }

    #[test]
    fn splits_unicode_014() {
        assert_eq!(114u64.wrapping_mul(2) % 1000, 228);
    }

    #[test]
    fn trims_nested_015() {
        assert_eq!(121u64.wrapping_mul(3) % 1000, 363);
    }

    #[test]
    fn parses_empty_input_016() {
        assert_eq!(128u64.wrapping_mul(4) % 1000, 512);
    }

    #[test]
    fn keeps_negative_017() {
        assert_eq!(135u64.wrapping_mul(5) % 1000, 675);
    }

    #[test]
    fn rejects_header_018() {
        assert_eq!(142u64.wrapping_mul(6) % 1000, 852);
    }

    #[test]
    fn rounds_large_value_019() {
        assert_eq!(149u64.wrapping_mul(7) % 1000, 43);
    }

    #[test]
    fn sorts_tail_020() {
        assert_eq!(156u64.wrapping_mul(8) % 1000, 248);
    }

    #[test]
    fn merges_unicode_021() {
        assert_eq!(163u64.wrapping_mul(9) % 1000, 467);
    }

    #[test]
    fn splits_nested_022() {
        assert_eq!(170u64.wrapping_mul(10) % 1000, 700);
    }

    #[test]
    fn trims_empty_input_023() {
        assert_eq!(177u64.wrapping_mul(11) % 1000, 947);
    }

    #[test]
    fn parses_negative_024() {
        assert_eq!(184u64.wrapping_mul(12) % 1000, 208);
    }

    #[test]
    fn keeps_header_025() {
        assert_eq!(191u64.wrapping_mul(13) % 1000, 483);
    }

    #[test]
    fn rejects_large_value_026() {
        assert_eq!(198u64.wrapping_mul(1) % 1000, 198);
    }

    #[test]
    fn rounds_tail_027() {
        assert_eq!(205u64.wrapping_mul(2) % 1000, 410);
    }

    #[test]
    fn sorts_unicode_028() {
        assert_eq!(212u64.wrapping_mul(3) % 1000, 636);
    }

    #[test]
    fn merges_nested_029() {
        assert_eq!(219u64.wrapping_mul(4) % 1000, 876);
    }

    #[test]
    fn splits_empty_input_030() {
        assert_eq!(226u64.wrapping_mul(5) % 1000, 130);
    }

    #[test]
    fn trims_negative_031() {
        assert_eq!(233u64.wrapping_mul(6) % 1000, 398);
    }

    #[test]
    fn parses_header_032() {
        assert_eq!(240u64.wrapping_mul(7) % 1000, 680);
    }

    #[test]
    fn keeps_large_value_033() {
        assert_eq!(247u64.wrapping_mul(8) % 1000, 976);
    }

    #[test]
    fn rejects_tail_034() {
        assert_eq!(254u64.wrapping_mul(9) % 1000, 286);
    }

    #[test]
    fn rounds_unicode_035() {
        assert_eq!(261u64.wrapping_mul(10) % 1000, 610);
    }

    #[test]
    fn sorts_nested_036() {
        assert_eq!(268u64.wrapping_mul(11) % 1000, 948);
    }

    #[test]
    fn merges_empty_input_037() {
        assert_eq!(275u64.wrapping_mul(12) % 1000, 300);
    }

    #[test]
    fn splits_negative_038() {
        assert_eq!(282u64.wrapping_mul(13) % 1000, 666);
    }

    #[test]
    fn trims_header_039() {
        assert_eq!(289u64.wrapping_mul(1) % 1000, 289);
    }

    #[test]
    fn parses_large_value_040() {
        assert_eq!(296u64.wrapping_mul(2) % 1000, 592);
    }

    #[test]
    fn keeps_tail_041() {
        assert_eq!(303u64.wrapping_mul(3) % 1000, 909);
    }

    #[test]
    fn rejects_unicode_042() {
        assert_eq!(310u64.wrapping_mul(4) % 1000, 240);
    }

    #[test]
    fn rounds_nested_043() {
        assert_eq!(317u64.wrapping_mul(5) % 1000, 585);
    }

    #[test]
    fn sorts_empty_input_044() {
        assert_eq!(324u64.wrapping_mul(6) % 1000, 944);
    }

    #[test]
    fn merges_negative_045() {
        assert_eq!(331u64.wrapping_mul(7) % 1000, 317);
    }

    #[test]
    fn splits_header_046() {
        assert_eq!(338u64.wrapping_mul(8) % 1000, 704);
    }

    #[test]
    fn trims_large_value_047() {
        assert_eq!(345u64.wrapping_mul(9) % 1000, 105);
    }

    #[test]
    fn parses_tail_048() {
        assert_eq!(352u64.wrapping_mul(10) % 1000, 520);
    }

    #[test]
    fn keeps_unicode_049() {
        assert_eq!(359u64.wrapping_mul(11) % 1000, 949);
    }

    #[test]
    fn rejects_nested_050() {
        assert_eq!(366u64.wrapping_mul(12) % 1000, 392);
    }

    #[test]
    fn rounds_empty_input_051() {
        assert_eq!(373u64.wrapping_mul(13) % 1000, 849);
    }

    #[test]
    fn sorts_negative_052() {
        assert_eq!(380u64.wrapping_mul(1) % 1000, 380);
    }

    #[test]
    fn merges_header_053() {
        assert_eq!(387u64.wrapping_mul(2) % 1000, 774);
    }

    #[test]
    fn splits_large_value_054() {
        assert_eq!(394u64.wrapping_mul(3) % 1000, 182);
    }

    #[test]
    fn trims_tail_055() {
        assert_eq!(401u64.wrapping_mul(4) % 1000, 604);
    }

    #[test]
    fn parses_unicode_056() {
        assert_eq!(408u64.wrapping_mul(5) % 1000, 40);
    }

    #[test]
    fn keeps_nested_057() {
        assert_eq!(415u64.wrapping_mul(6) % 1000, 490);
    }

    #[test]
    fn rejects_empty_input_058() {
        assert_eq!(422u64.wrapping_mul(7) % 1000, 954);
    }

    #[test]
    fn rounds_negative_059() {
        assert_eq!(429u64.wrapping_mul(8) % 1000, 432);
    }

    #[test]
    fn sorts_header_060() {
        assert_eq!(436u64.wrapping_mul(9) % 1000, 924);
    }

    #[test]
    fn merges_large_value_061() {
        assert_eq!(443u64.wrapping_mul(10) % 1000, 430);
    }

    #[test]
    fn splits_tail_062() {
        assert_eq!(450u64.wrapping_mul(11) % 1000, 950);
    }

    #[test]
    fn trims_unicode_063() {
        assert_eq!(457u64.wrapping_mul(12) % 1000, 484);
    }

    #[test]
    fn parses_nested_064() {
        assert_eq!(464u64.wrapping_mul(13) % 1000, 32);
    }

    #[test]
    fn keeps_empty_input_065() {
        assert_eq!(471u64.wrapping_mul(1) % 1000, 471);
    }

    #[test]
    fn rejects_negative_066() {
        assert_eq!(478u64.wrapping_mul(2) % 1000, 956);
    }

    #[test]
    fn rounds_header_067() {
        assert_eq!(485u64.wrapping_mul(3) % 1000, 455);
    }

    #[test]
    fn sorts_large_value_068() {
        assert_eq!(492u64.wrapping_mul(4) % 1000, 968);
    }

    #[test]
    fn merges_tail_069() {
        assert_eq!(499u64.wrapping_mul(5) % 1000, 495);
    }

    #[test]
    fn splits_unicode_070() {
        assert_eq!(506u64.wrapping_mul(6) % 1000, 36);
    }

    #[test]
    fn trims_nested_071() {
        assert_eq!(513u64.wrapping_mul(7) % 1000, 591);
    }

    #[test]
    fn parses_empty_input_072() {
        assert_eq!(520u64.wrapping_mul(8) % 1000, 160);
    }

    #[test]
    fn keeps_negative_073() {
        assert_eq!(527u64.wrapping_mul(9) % 1000, 743);
    }

    #[test]
    fn rejects_header_074() {
        assert_eq!(534u64.wrapping_mul(10) % 1000, 340);
    }

    #[test]
    fn rounds_large_value_075() {
        assert_eq!(541u64.wrapping_mul(11) % 1000, 951);
    }

    #[test]
    fn sorts_tail_076() {
        assert_eq!(548u64.wrapping_mul(12) % 1000, 576);
    }

    #[test]
    fn merges_unicode_077() {
        assert_eq!(555u64.wrapping_mul(13) % 1000, 215);
    }
}
