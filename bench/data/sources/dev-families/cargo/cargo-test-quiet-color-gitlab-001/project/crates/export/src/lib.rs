pub fn one() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    #[test]
    fn rounds_negative_000() {
        assert_eq!(11u64.wrapping_mul(1) % 1000, 11);
    }

    #[test]
    fn sorts_header_001() {
        assert_eq!(18u64.wrapping_mul(2) % 1000, 36);
    }

    #[test]
    fn merges_large_value_002() {
        assert_eq!(25u64.wrapping_mul(3) % 1000, 75);
    }

    #[test]
    fn splits_tail_003() {
        assert_eq!(32u64.wrapping_mul(4) % 1000, 128);
    }

    #[test]
    fn trims_unicode_004() {
        assert_eq!(39u64.wrapping_mul(5) % 1000, 195);
    }

    #[test]
    fn parses_nested_005() {
        assert_eq!(46u64.wrapping_mul(6) % 1000, 276);
    }

    #[test]
    fn keeps_empty_input_006() {
        assert_eq!(53u64.wrapping_mul(7) % 1000, 371);
    }

    #[test]
    fn rejects_negative_007() {
        assert_eq!(60u64.wrapping_mul(8) % 1000, 480);
    }

    #[test]
    fn rounds_header_008() {
        assert_eq!(67u64.wrapping_mul(9) % 1000, 603);
    }

    #[test]
    fn sorts_large_value_009() {
        assert_eq!(74u64.wrapping_mul(10) % 1000, 740);
    }

    #[test]
    fn merges_tail_010() {
        assert_eq!(81u64.wrapping_mul(11) % 1000, 891);
    }

    #[test]
    fn splits_unicode_011() {
        assert_eq!(88u64.wrapping_mul(12) % 1000, 56);
    }

    #[test]
    fn trims_nested_012() {
        assert_eq!(95u64.wrapping_mul(13) % 1000, 235);
    }

    #[test]
    fn parses_empty_input_013() {
        assert_eq!(102u64.wrapping_mul(1) % 1000, 102);
    }

    #[test]
    fn keeps_negative_014() {
        assert_eq!(109u64.wrapping_mul(2) % 1000, 218);
    }

    #[test]
    fn rejects_header_015() {
        assert_eq!(116u64.wrapping_mul(3) % 1000, 348);
    }

    #[test]
    fn rounds_large_value_016() {
        assert_eq!(123u64.wrapping_mul(4) % 1000, 492);
    }

    #[test]
    fn sorts_tail_017() {
        assert_eq!(130u64.wrapping_mul(5) % 1000, 650);
    }

    #[test]
    fn merges_unicode_018() {
        assert_eq!(137u64.wrapping_mul(6) % 1000, 822);
    }

    #[test]
    fn splits_nested_019() {
        assert_eq!(144u64.wrapping_mul(7) % 1000, 8);
    }

    #[test]
    fn trims_empty_input_020() {
        assert_eq!(151u64.wrapping_mul(8) % 1000, 208);
    }

    #[test]
    fn parses_negative_021() {
        assert_eq!(158u64.wrapping_mul(9) % 1000, 422);
    }

    #[test]
    fn keeps_header_022() {
        assert_eq!(165u64.wrapping_mul(10) % 1000, 650);
    }

    #[test]
    fn rejects_large_value_023() {
        assert_eq!(172u64.wrapping_mul(11) % 1000, 892);
    }

    #[test]
    fn rounds_tail_024() {
        assert_eq!(179u64.wrapping_mul(12) % 1000, 148);
    }

    #[test]
    fn sorts_unicode_025() {
        assert_eq!(186u64.wrapping_mul(13) % 1000, 418);
    }

    #[test]
    fn merges_nested_026() {
        assert_eq!(193u64.wrapping_mul(1) % 1000, 193);
    }

    #[test]
    fn splits_empty_input_027() {
        assert_eq!(200u64.wrapping_mul(2) % 1000, 400);
    }

    #[test]
    fn trims_negative_028() {
        assert_eq!(207u64.wrapping_mul(3) % 1000, 621);
    }

    #[test]
    fn parses_header_029() {
        assert_eq!(214u64.wrapping_mul(4) % 1000, 856);
    }

    #[test]
    fn keeps_large_value_030() {
        assert_eq!(221u64.wrapping_mul(5) % 1000, 105);
    }

    #[test]
    fn rejects_tail_031() {
        assert_eq!(228u64.wrapping_mul(6) % 1000, 368);
    }

    #[test]
    fn rounds_unicode_032() {
        assert_eq!(235u64.wrapping_mul(7) % 1000, 645);
    }

    #[test]
    fn sorts_nested_033() {
        assert_eq!(242u64.wrapping_mul(8) % 1000, 936);
    }

    #[test]
    fn merges_empty_input_034() {
        assert_eq!(249u64.wrapping_mul(9) % 1000, 241);
    }

    #[test]
    fn splits_negative_035() {
        assert_eq!(256u64.wrapping_mul(10) % 1000, 560);
    }

    #[test]
    fn trims_header_036() {
        assert_eq!(263u64.wrapping_mul(11) % 1000, 893);
    }

    #[test]
    fn parses_large_value_037() {
        assert_eq!(270u64.wrapping_mul(12) % 1000, 240);
    }

    #[test]
    fn keeps_tail_038() {
        assert_eq!(277u64.wrapping_mul(13) % 1000, 601);
    }

    #[test]
    fn rejects_unicode_039() {
        assert_eq!(284u64.wrapping_mul(1) % 1000, 284);
    }

    #[test]
    fn rounds_nested_040() {
        assert_eq!(291u64.wrapping_mul(2) % 1000, 582);
    }

    #[test]
    fn sorts_empty_input_041() {
        assert_eq!(298u64.wrapping_mul(3) % 1000, 894);
    }

    #[test]
    fn merges_negative_042() {
        assert_eq!(305u64.wrapping_mul(4) % 1000, 220);
    }

    #[test]
    fn splits_header_043() {
        assert_eq!(312u64.wrapping_mul(5) % 1000, 560);
    }

    #[test]
    fn trims_large_value_044() {
        assert_eq!(319u64.wrapping_mul(6) % 1000, 914);
    }

    #[test]
    fn parses_tail_045() {
        assert_eq!(326u64.wrapping_mul(7) % 1000, 282);
    }

    #[test]
    fn keeps_unicode_046() {
        assert_eq!(333u64.wrapping_mul(8) % 1000, 664);
    }

    #[test]
    fn rejects_nested_047() {
        assert_eq!(340u64.wrapping_mul(9) % 1000, 60);
    }

    #[test]
    fn rounds_empty_input_048() {
        assert_eq!(347u64.wrapping_mul(10) % 1000, 470);
    }

    #[test]
    fn sorts_negative_049() {
        assert_eq!(354u64.wrapping_mul(11) % 1000, 894);
    }

    #[test]
    fn merges_header_050() {
        assert_eq!(361u64.wrapping_mul(12) % 1000, 332);
    }

    #[test]
    fn splits_large_value_051() {
        assert_eq!(368u64.wrapping_mul(13) % 1000, 784);
    }

    #[test]
    fn trims_tail_052() {
        assert_eq!(375u64.wrapping_mul(1) % 1000, 375);
    }

    #[test]
    fn parses_unicode_053() {
        assert_eq!(382u64.wrapping_mul(2) % 1000, 764);
    }

    #[test]
    fn keeps_nested_054() {
        assert_eq!(389u64.wrapping_mul(3) % 1000, 167);
    }

    #[test]
    fn rejects_empty_input_055() {
        assert_eq!(396u64.wrapping_mul(4) % 1000, 584);
    }

    #[test]
    fn rounds_negative_056() {
        assert_eq!(403u64.wrapping_mul(5) % 1000, 15);
    }

    #[test]
    fn sorts_header_057() {
        assert_eq!(410u64.wrapping_mul(6) % 1000, 460);
    }

    #[test]
    fn merges_large_value_058() {
        assert_eq!(417u64.wrapping_mul(7) % 1000, 919);
    }

    #[test]
    fn splits_tail_059() {
        assert_eq!(424u64.wrapping_mul(8) % 1000, 392);
    }

    #[test]
    fn trims_unicode_060() {
        assert_eq!(431u64.wrapping_mul(9) % 1000, 879);
    }

    #[test]
    fn parses_nested_061() {
        assert_eq!(438u64.wrapping_mul(10) % 1000, 380);
    }

    #[test]
    fn keeps_empty_input_062() {
        assert_eq!(445u64.wrapping_mul(11) % 1000, 895);
    }
}
