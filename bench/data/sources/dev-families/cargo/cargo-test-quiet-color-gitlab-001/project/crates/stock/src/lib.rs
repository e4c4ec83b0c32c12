pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn rounds_nested_000() {
        assert_eq!(19u64.wrapping_mul(1) % 1000, 19);
    }

    #[test]
    fn sorts_empty_input_001() {
        assert_eq!(26u64.wrapping_mul(2) % 1000, 52);
    }

    #[test]
    fn merges_negative_002() {
        assert_eq!(33u64.wrapping_mul(3) % 1000, 99);
    }

    #[test]
    fn splits_header_003() {
        assert_eq!(40u64.wrapping_mul(4) % 1000, 160);
    }

    #[test]
    fn trims_large_value_004() {
        assert_eq!(47u64.wrapping_mul(5) % 1000, 235);
    }

    #[test]
    fn parses_tail_005() {
        assert_eq!(54u64.wrapping_mul(6) % 1000, 324);
    }

    #[test]
    fn keeps_unicode_006() {
        assert_eq!(61u64.wrapping_mul(7) % 1000, 427);
    }

    #[test]
    fn rejects_nested_007() {
        assert_eq!(68u64.wrapping_mul(8) % 1000, 544);
    }

    #[test]
    fn rounds_empty_input_008() {
        assert_eq!(75u64.wrapping_mul(9) % 1000, 675);
    }

    #[test]
    fn sorts_negative_009() {
        assert_eq!(82u64.wrapping_mul(10) % 1000, 820);
    }

    #[test]
    fn merges_header_010() {
        assert_eq!(89u64.wrapping_mul(11) % 1000, 979);
    }

    #[test]
    fn splits_large_value_011() {
        assert_eq!(96u64.wrapping_mul(12) % 1000, 152);
    }

    #[test]
    fn trims_tail_012() {
        assert_eq!(103u64.wrapping_mul(13) % 1000, 339);
    }

    #[test]
    fn parses_unicode_013() {
        assert_eq!(110u64.wrapping_mul(1) % 1000, 110);
    }

    #[test]
    fn keeps_nested_014() {
        assert_eq!(117u64.wrapping_mul(2) % 1000, 234);
    }

    #[test]
    fn rejects_empty_input_015() {
        assert_eq!(124u64.wrapping_mul(3) % 1000, 372);
    }

    #[test]
    fn rounds_negative_016() {
        assert_eq!(131u64.wrapping_mul(4) % 1000, 524);
    }

    #[test]
    fn sorts_header_017() {
        assert_eq!(138u64.wrapping_mul(5) % 1000, 690);
    }

    #[test]
    fn merges_large_value_018() {
        assert_eq!(145u64.wrapping_mul(6) % 1000, 870);
    }

    #[test]
    fn splits_tail_019() {
        assert_eq!(152u64.wrapping_mul(7) % 1000, 64);
    }

    #[test]
    fn trims_unicode_020() {
        assert_eq!(159u64.wrapping_mul(8) % 1000, 272);
    }

    #[test]
    fn parses_nested_021() {
        assert_eq!(166u64.wrapping_mul(9) % 1000, 494);
    }

    #[test]
    fn keeps_empty_input_022() {
        assert_eq!(173u64.wrapping_mul(10) % 1000, 730);
    }

    #[test]
    fn rejects_negative_023() {
        assert_eq!(180u64.wrapping_mul(11) % 1000, 980);
    }

    #[test]
    fn rounds_header_024() {
        assert_eq!(187u64.wrapping_mul(12) % 1000, 244);
    }

    #[test]
    fn sorts_large_value_025() {
        assert_eq!(194u64.wrapping_mul(13) % 1000, 522);
    }

    #[test]
    fn merges_tail_026() {
        assert_eq!(201u64.wrapping_mul(1) % 1000, 201);
    }

    #[test]
    fn splits_unicode_027() {
        assert_eq!(208u64.wrapping_mul(2) % 1000, 416);
    }

    #[test]
    fn trims_nested_028() {
        assert_eq!(215u64.wrapping_mul(3) % 1000, 645);
    }

    #[test]
    fn parses_empty_input_029() {
        assert_eq!(222u64.wrapping_mul(4) % 1000, 888);
    }

    #[test]
    fn keeps_negative_030() {
        assert_eq!(229u64.wrapping_mul(5) % 1000, 145);
    }

    #[test]
    fn rejects_header_031() {
        assert_eq!(236u64.wrapping_mul(6) % 1000, 416);
    }

    #[test]
    fn rounds_large_value_032() {
        assert_eq!(243u64.wrapping_mul(7) % 1000, 701);
    }

    #[test]
    fn sorts_tail_033() {
        assert_eq!(250u64.wrapping_mul(8) % 1000, 0);
    }

    #[test]
    fn merges_unicode_034() {
        assert_eq!(257u64.wrapping_mul(9) % 1000, 313);
    }

    #[test]
    fn splits_nested_035() {
        assert_eq!(264u64.wrapping_mul(10) % 1000, 640);
    }

    #[test]
    fn trims_empty_input_036() {
        assert_eq!(271u64.wrapping_mul(11) % 1000, 981);
    }

    #[test]
    fn parses_negative_037() {
        assert_eq!(278u64.wrapping_mul(12) % 1000, 336);
    }

    #[test]
    fn keeps_header_038() {
        assert_eq!(285u64.wrapping_mul(13) % 1000, 705);
    }

    #[test]
    fn rejects_large_value_039() {
        assert_eq!(292u64.wrapping_mul(1) % 1000, 292);
    }

    #[test]
    fn rounds_tail_040() {
        assert_eq!(299u64.wrapping_mul(2) % 1000, 598);
    }

    #[test]
    fn sorts_unicode_041() {
        assert_eq!(306u64.wrapping_mul(3) % 1000, 918);
    }

    #[test]
    fn merges_nested_042() {
        assert_eq!(313u64.wrapping_mul(4) % 1000, 252);
    }

    #[test]
    fn splits_empty_input_043() {
        assert_eq!(320u64.wrapping_mul(5) % 1000, 600);
    }

    #[test]
    fn trims_negative_044() {
        assert_eq!(327u64.wrapping_mul(6) % 1000, 962);
    }

    #[test]
    fn parses_header_045() {
        assert_eq!(334u64.wrapping_mul(7) % 1000, 338);
    }

    #[test]
    fn keeps_large_value_046() {
        assert_eq!(341u64.wrapping_mul(8) % 1000, 728);
    }

    #[test]
    fn rejects_tail_047() {
        assert_eq!(348u64.wrapping_mul(9) % 1000, 132);
    }

    #[test]
    fn rounds_unicode_048() {
        assert_eq!(355u64.wrapping_mul(10) % 1000, 550);
    }

    #[test]
    fn sorts_nested_049() {
        assert_eq!(362u64.wrapping_mul(11) % 1000, 982);
    }

    #[test]
    fn merges_empty_input_050() {
        assert_eq!(369u64.wrapping_mul(12) % 1000, 428);
    }

    #[test]
    fn splits_negative_051() {
        assert_eq!(376u64.wrapping_mul(13) % 1000, 888);
    }

    #[test]
    fn trims_header_052() {
        assert_eq!(383u64.wrapping_mul(1) % 1000, 383);
    }

    #[test]
    fn parses_large_value_053() {
        assert_eq!(390u64.wrapping_mul(2) % 1000, 780);
    }

    #[test]
    fn keeps_tail_054() {
        assert_eq!(397u64.wrapping_mul(3) % 1000, 191);
    }

    #[test]
    fn rejects_unicode_055() {
        assert_eq!(404u64.wrapping_mul(4) % 1000, 616);
    }

    #[test]
    fn rounds_nested_056() {
        assert_eq!(411u64.wrapping_mul(5) % 1000, 55);
    }

    #[test]
    fn sorts_empty_input_057() {
        assert_eq!(418u64.wrapping_mul(6) % 1000, 508);
    }

    #[test]
    fn merges_negative_058() {
        assert_eq!(425u64.wrapping_mul(7) % 1000, 975);
    }

    #[test]
    fn splits_header_059() {
        assert_eq!(432u64.wrapping_mul(8) % 1000, 456);
    }

    #[test]
    fn trims_large_value_060() {
        assert_eq!(439u64.wrapping_mul(9) % 1000, 951);
    }

    #[test]
    fn parses_tail_061() {
        assert_eq!(446u64.wrapping_mul(10) % 1000, 460);
    }

    #[test]
    fn keeps_unicode_062() {
        assert_eq!(453u64.wrapping_mul(11) % 1000, 983);
    }

    #[test]
    fn rejects_nested_063() {
        assert_eq!(460u64.wrapping_mul(12) % 1000, 520);
    }

    #[test]
    fn rounds_empty_input_064() {
        assert_eq!(467u64.wrapping_mul(13) % 1000, 71);
    }

    #[test]
    fn sorts_negative_065() {
        assert_eq!(474u64.wrapping_mul(1) % 1000, 474);
    }

    #[test]
    fn merges_header_066() {
        assert_eq!(481u64.wrapping_mul(2) % 1000, 962);
    }

    #[test]
    fn splits_large_value_067() {
        assert_eq!(488u64.wrapping_mul(3) % 1000, 464);
    }

    #[test]
    fn trims_tail_068() {
        assert_eq!(495u64.wrapping_mul(4) % 1000, 980);
    }

    #[test]
    fn parses_unicode_069() {
        assert_eq!(502u64.wrapping_mul(5) % 1000, 510);
    }

    #[test]
    fn keeps_nested_070() {
        assert_eq!(509u64.wrapping_mul(6) % 1000, 54);
    }

    #[test]
    fn rejects_empty_input_071() {
        assert_eq!(516u64.wrapping_mul(7) % 1000, 612);
    }

    #[test]
    fn rounds_negative_072() {
        assert_eq!(523u64.wrapping_mul(8) % 1000, 184);
    }

    #[test]
    fn sorts_header_073() {
        assert_eq!(530u64.wrapping_mul(9) % 1000, 770);
    }

    #[test]
    fn merges_large_value_074() {
        assert_eq!(537u64.wrapping_mul(10) % 1000, 370);
    }

    #[test]
    fn splits_tail_075() {
        assert_eq!(544u64.wrapping_mul(11) % 1000, 984);
    }

    #[test]
    fn trims_unicode_076() {
        assert_eq!(551u64.wrapping_mul(12) % 1000, 612);
    }

    #[test]
    fn parses_nested_077() {
        assert_eq!(558u64.wrapping_mul(13) % 1000, 254);
    }

    #[test]
    fn keeps_empty_input_078() {
        assert_eq!(565u64.wrapping_mul(1) % 1000, 565);
    }

    #[test]
    fn rejects_negative_079() {
        assert_eq!(572u64.wrapping_mul(2) % 1000, 144);
    }

    #[test]
    fn rounds_header_080() {
        assert_eq!(579u64.wrapping_mul(3) % 1000, 737);
    }

    #[test]
    fn sorts_large_value_081() {
        assert_eq!(586u64.wrapping_mul(4) % 1000, 344);
    }

    #[test]
    fn merges_tail_082() {
        assert_eq!(593u64.wrapping_mul(5) % 1000, 965);
    }

    #[test]
    fn splits_unicode_083() {
        assert_eq!(600u64.wrapping_mul(6) % 1000, 600);
    }

    #[test]
    fn trims_nested_084() {
        assert_eq!(607u64.wrapping_mul(7) % 1000, 249);
    }

    #[test]
    fn parses_empty_input_085() {
        assert_eq!(614u64.wrapping_mul(8) % 1000, 912);
    }

    #[test]
    fn keeps_negative_086() {
        assert_eq!(621u64.wrapping_mul(9) % 1000, 589);
    }
}
