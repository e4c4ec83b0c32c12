pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn merges_header_000() {
        assert_eq!(21u64.wrapping_mul(1) % 1000, 21);
    }

    #[test]
    fn splits_large_value_001() {
        assert_eq!(28u64.wrapping_mul(2) % 1000, 56);
    }

    #[test]
    fn trims_tail_002() {
        assert_eq!(35u64.wrapping_mul(3) % 1000, 105);
    }

    #[test]
    fn parses_unicode_003() {
        assert_eq!(42u64.wrapping_mul(4) % 1000, 168);
    }

    #[test]
    fn keeps_nested_004() {
        assert_eq!(49u64.wrapping_mul(5) % 1000, 245);
    }

    #[test]
    fn rejects_empty_input_005() {
        assert_eq!(56u64.wrapping_mul(6) % 1000, 336);
    }

    #[test]
    fn rounds_negative_006() {
        assert_eq!(63u64.wrapping_mul(7) % 1000, 441);
    }

    #[test]
    fn sorts_header_007() {
        assert_eq!(70u64.wrapping_mul(8) % 1000, 560);
    }

    #[test]
    fn merges_large_value_008() {
        assert_eq!(77u64.wrapping_mul(9) % 1000, 693);
    }

    #[test]
    fn splits_tail_009() {
        assert_eq!(84u64.wrapping_mul(10) % 1000, 840);
    }

    #[test]
    fn trims_unicode_010() {
        assert_eq!(91u64.wrapping_mul(11) % 1000, 1);
    }

    #[test]
    fn parses_nested_011() {
        assert_eq!(98u64.wrapping_mul(12) % 1000, 176);
    }

    #[test]
    fn keeps_empty_input_012() {
        assert_eq!(105u64.wrapping_mul(13) % 1000, 365);
    }

    #[test]
    fn rejects_negative_013() {
        assert_eq!(112u64.wrapping_mul(1) % 1000, 112);
    }

    #[test]
    fn rounds_header_014() {
        assert_eq!(119u64.wrapping_mul(2) % 1000, 238);
    }

    #[test]
    fn sorts_large_value_015() {
        assert_eq!(126u64.wrapping_mul(3) % 1000, 378);
    }

    #[test]
    fn merges_tail_016() {
        assert_eq!(133u64.wrapping_mul(4) % 1000, 532);
    }

    #[test]
    fn splits_unicode_017() {
        assert_eq!(140u64.wrapping_mul(5) % 1000, 700);
    }

    #[test]
    fn trims_nested_018() {
        assert_eq!(147u64.wrapping_mul(6) % 1000, 882);
    }

    #[test]
    fn parses_empty_input_019() {
        assert_eq!(154u64.wrapping_mul(7) % 1000, 78);
    }

    #[test]
    fn keeps_negative_020() {
        assert_eq!(161u64.wrapping_mul(8) % 1000, 288);
    }

    #[test]
    fn rejects_header_021() {
        assert_eq!(168u64.wrapping_mul(9) % 1000, 512);
    }

    #[test]
    fn rounds_large_value_022() {
        assert_eq!(175u64.wrapping_mul(10) % 1000, 750);
    }

    #[test]
    fn sorts_tail_023() {
        assert_eq!(182u64.wrapping_mul(11) % 1000, 2);
    }

    #[test]
    fn merges_unicode_024() {
        assert_eq!(189u64.wrapping_mul(12) % 1000, 268);
    }

    #[test]
    fn splits_nested_025() {
        assert_eq!(196u64.wrapping_mul(13) % 1000, 548);
    }

    #[test]
    fn trims_empty_input_026() {
        assert_eq!(203u64.wrapping_mul(1) % 1000, 203);
    }

    #[test]
    fn parses_negative_027() {
        assert_eq!(210u64.wrapping_mul(2) % 1000, 420);
    }

    #[test]
    fn keeps_header_028() {
        assert_eq!(217u64.wrapping_mul(3) % 1000, 651);
    }

    #[test]
    fn rejects_large_value_029() {
        assert_eq!(224u64.wrapping_mul(4) % 1000, 896);
    }

    #[test]
    fn rounds_tail_030() {
        assert_eq!(231u64.wrapping_mul(5) % 1000, 155);
    }

    #[test]
    fn sorts_unicode_031() {
        assert_eq!(238u64.wrapping_mul(6) % 1000, 428);
    }

    #[test]
    fn merges_nested_032() {
        assert_eq!(245u64.wrapping_mul(7) % 1000, 715);
    }

    #[test]
    fn splits_empty_input_033() {
        assert_eq!(252u64.wrapping_mul(8) % 1000, 16);
    }

    #[test]
    fn trims_negative_034() {
        assert_eq!(259u64.wrapping_mul(9) % 1000, 331);
    }

    #[test]
    fn parses_header_035() {
        assert_eq!(266u64.wrapping_mul(10) % 1000, 660);
    }

    #[test]
    fn keeps_large_value_036() {
        assert_eq!(273u64.wrapping_mul(11) % 1000, 3);
    }

    #[test]
    fn rejects_tail_037() {
        assert_eq!(280u64.wrapping_mul(12) % 1000, 360);
    }

    #[test]
    fn rounds_unicode_038() {
        assert_eq!(287u64.wrapping_mul(13) % 1000, 731);
    }

    #[test]
    fn sorts_nested_039() {
        assert_eq!(294u64.wrapping_mul(1) % 1000, 294);
    }

    #[test]
    fn merges_empty_input_040() {
        assert_eq!(301u64.wrapping_mul(2) % 1000, 602);
    }

    #[test]
    fn splits_negative_041() {
        assert_eq!(308u64.wrapping_mul(3) % 1000, 924);
    }

    #[test]
    fn trims_header_042() {
        assert_eq!(315u64.wrapping_mul(4) % 1000, 260);
    }

    #[test]
    fn parses_large_value_043() {
        assert_eq!(322u64.wrapping_mul(5) % 1000, 610);
    }

    #[test]
    fn keeps_tail_044() {
        assert_eq!(329u64.wrapping_mul(6) % 1000, 974);
    }

    #[test]
    fn rejects_unicode_045() {
        assert_eq!(336u64.wrapping_mul(7) % 1000, 352);
    }

    #[test]
    fn rounds_nested_046() {
        assert_eq!(343u64.wrapping_mul(8) % 1000, 744);
    }

    #[test]
    fn sorts_empty_input_047() {
        assert_eq!(350u64.wrapping_mul(9) % 1000, 150);
    }

    #[test]
    fn merges_negative_048() {
        assert_eq!(357u64.wrapping_mul(10) % 1000, 570);
    }

    #[test]
    fn splits_header_049() {
        assert_eq!(364u64.wrapping_mul(11) % 1000, 4);
    }

    #[test]
    fn trims_large_value_050() {
        assert_eq!(371u64.wrapping_mul(12) % 1000, 452);
    }

    #[test]
    fn parses_tail_051() {
        assert_eq!(378u64.wrapping_mul(13) % 1000, 914);
    }

    #[test]
    fn keeps_unicode_052() {
        assert_eq!(385u64.wrapping_mul(1) % 1000, 385);
    }

    #[test]
    fn rejects_nested_053() {
        assert_eq!(392u64.wrapping_mul(2) % 1000, 784);
    }

    #[test]
    fn rounds_empty_input_054() {
        assert_eq!(399u64.wrapping_mul(3) % 1000, 197);
    }

    #[test]
    fn sorts_negative_055() {
        assert_eq!(406u64.wrapping_mul(4) % 1000, 624);
    }

    #[test]
    fn merges_header_056() {
        assert_eq!(413u64.wrapping_mul(5) % 1000, 65);
    }

    #[test]
    fn splits_large_value_057() {
        assert_eq!(420u64.wrapping_mul(6) % 1000, 520);
    }

    #[test]
    fn trims_tail_058() {
        assert_eq!(427u64.wrapping_mul(7) % 1000, 989);
    }

    #[test]
    fn parses_unicode_059() {
        assert_eq!(434u64.wrapping_mul(8) % 1000, 472);
    }

    #[test]
    fn keeps_nested_060() {
        assert_eq!(441u64.wrapping_mul(9) % 1000, 969);
    }

    #[test]
    fn rejects_empty_input_061() {
        assert_eq!(448u64.wrapping_mul(10) % 1000, 480);
    }

    #[test]
    fn rounds_negative_062() {
        assert_eq!(455u64.wrapping_mul(11) % 1000, 5);
    }

    #[test]
    fn sorts_header_063() {
        assert_eq!(462u64.wrapping_mul(12) % 1000, 544);
    }

    #[test]
    fn merges_large_value_064() {
        assert_eq!(469u64.wrapping_mul(13) % 1000, 97);
    }

    #[test]
    fn splits_tail_065() {
        assert_eq!(476u64.wrapping_mul(1) % 1000, 476);
    }

    #[test]
    fn trims_unicode_066() {
        assert_eq!(483u64.wrapping_mul(2) % 1000, 966);
    }

    #[test]
    fn parses_nested_067() {
        assert_eq!(490u64.wrapping_mul(3) % 1000, 470);
    }

    #[test]
    fn keeps_empty_input_068() {
        assert_eq!(497u64.wrapping_mul(4) % 1000, 988);
    }

    #[test]
    fn rejects_negative_069() {
        assert_eq!(504u64.wrapping_mul(5) % 1000, 520);
    }

    #[test]
    fn rounds_header_070() {
        assert_eq!(511u64.wrapping_mul(6) % 1000, 66);
    }

    #[test]
    fn sorts_large_value_071() {
        assert_eq!(518u64.wrapping_mul(7) % 1000, 626);
    }

    #[test]
    fn merges_tail_072() {
        assert_eq!(525u64.wrapping_mul(8) % 1000, 200);
    }

    #[test]
    fn splits_unicode_073() {
        assert_eq!(532u64.wrapping_mul(9) % 1000, 788);
    }

    #[test]
    fn trims_nested_074() {
        assert_eq!(539u64.wrapping_mul(10) % 1000, 390);
    }

    #[test]
    fn parses_empty_input_075() {
        assert_eq!(546u64.wrapping_mul(11) % 1000, 6);
    }

    #[test]
    fn keeps_negative_076() {
        assert_eq!(553u64.wrapping_mul(12) % 1000, 636);
    }

    #[test]
    fn rejects_header_077() {
        assert_eq!(560u64.wrapping_mul(13) % 1000, 280);
    }

    #[test]
    fn rounds_large_value_078() {
        assert_eq!(567u64.wrapping_mul(1) % 1000, 567);
    }

    #[test]
    fn sorts_tail_079() {
        assert_eq!(574u64.wrapping_mul(2) % 1000, 148);
    }

    #[test]
    fn merges_unicode_080() {
        assert_eq!(581u64.wrapping_mul(3) % 1000, 743);
    }

    #[test]
    fn splits_nested_081() {
        assert_eq!(588u64.wrapping_mul(4) % 1000, 352);
    }

    #[test]
    fn trims_empty_input_082() {
        assert_eq!(595u64.wrapping_mul(5) % 1000, 975);
    }

    #[test]
    fn parses_negative_083() {
        assert_eq!(602u64.wrapping_mul(6) % 1000, 612);
    }

    #[test]
    fn keeps_header_084() {
        assert_eq!(609u64.wrapping_mul(7) % 1000, 263);
    }

    #[test]
    fn rejects_large_value_085() {
        assert_eq!(616u64.wrapping_mul(8) % 1000, 928);
    }

    #[test]
    fn rounds_tail_086() {
        assert_eq!(623u64.wrapping_mul(9) % 1000, 607);
    }

    #[test]
    fn sorts_unicode_087() {
        assert_eq!(630u64.wrapping_mul(10) % 1000, 300);
    }

    #[test]
    fn merges_nested_088() {
        assert_eq!(637u64.wrapping_mul(11) % 1000, 7);
    }

    #[test]
    fn splits_empty_input_089() {
        assert_eq!(644u64.wrapping_mul(12) % 1000, 728);
    }

    #[test]
    fn trims_negative_090() {
        assert_eq!(651u64.wrapping_mul(13) % 1000, 463);
    }

    #[test]
    fn parses_header_091() {
        assert_eq!(658u64.wrapping_mul(1) % 1000, 658);
    }

    #[test]
    fn keeps_large_value_092() {
        assert_eq!(665u64.wrapping_mul(2) % 1000, 330);
    }
}
