use parsum::chunk_bounds;

    #[test]
    fn split_even_000() {
        let v: Vec<u64> = (1..=1u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_001() {
        let v: Vec<u64> = (1..=14u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_002() {
        let v: Vec<u64> = (1..=27u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_003() {
        let v: Vec<u64> = (1..=40u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_004() {
        let v: Vec<u64> = (1..=53u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_005() {
        let v: Vec<u64> = (1..=66u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_006() {
        let v: Vec<u64> = (1..=79u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_007() {
        let v: Vec<u64> = (1..=92u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_008() {
        let v: Vec<u64> = (1..=105u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_009() {
        let v: Vec<u64> = (1..=118u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_010() {
        let v: Vec<u64> = (1..=131u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_011() {
        let v: Vec<u64> = (1..=144u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_012() {
        let v: Vec<u64> = (1..=157u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_013() {
        let v: Vec<u64> = (1..=170u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_014() {
        let v: Vec<u64> = (1..=183u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_015() {
        let v: Vec<u64> = (1..=196u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_016() {
        let v: Vec<u64> = (1..=209u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_017() {
        let v: Vec<u64> = (1..=222u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_018() {
        let v: Vec<u64> = (1..=235u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_019() {
        let v: Vec<u64> = (1..=248u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_020() {
        let v: Vec<u64> = (1..=10u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_021() {
        let v: Vec<u64> = (1..=23u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_022() {
        let v: Vec<u64> = (1..=36u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_023() {
        let v: Vec<u64> = (1..=49u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_024() {
        let v: Vec<u64> = (1..=62u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_025() {
        let v: Vec<u64> = (1..=75u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_026() {
        let v: Vec<u64> = (1..=88u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_027() {
        let v: Vec<u64> = (1..=101u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_028() {
        let v: Vec<u64> = (1..=114u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_029() {
        let v: Vec<u64> = (1..=127u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_030() {
        let v: Vec<u64> = (1..=140u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_031() {
        let v: Vec<u64> = (1..=153u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_032() {
        let v: Vec<u64> = (1..=166u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_033() {
        let v: Vec<u64> = (1..=179u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_034() {
        let v: Vec<u64> = (1..=192u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_035() {
        let v: Vec<u64> = (1..=205u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_036() {
        let v: Vec<u64> = (1..=218u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_037() {
        let v: Vec<u64> = (1..=231u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_038() {
        let v: Vec<u64> = (1..=244u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_039() {
        let v: Vec<u64> = (1..=6u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_040() {
        let v: Vec<u64> = (1..=19u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_041() {
        let v: Vec<u64> = (1..=32u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_042() {
        let v: Vec<u64> = (1..=45u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_043() {
        let v: Vec<u64> = (1..=58u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_044() {
        let v: Vec<u64> = (1..=71u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_045() {
        let v: Vec<u64> = (1..=84u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_046() {
        let v: Vec<u64> = (1..=97u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_047() {
        let v: Vec<u64> = (1..=110u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_048() {
        let v: Vec<u64> = (1..=123u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_049() {
        let v: Vec<u64> = (1..=136u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_050() {
        let v: Vec<u64> = (1..=149u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_051() {
        let v: Vec<u64> = (1..=162u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_052() {
        let v: Vec<u64> = (1..=175u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_053() {
        let v: Vec<u64> = (1..=188u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_054() {
        let v: Vec<u64> = (1..=201u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_055() {
        let v: Vec<u64> = (1..=214u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_056() {
        let v: Vec<u64> = (1..=227u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_057() {
        let v: Vec<u64> = (1..=240u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_058() {
        let v: Vec<u64> = (1..=2u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 2);
    }

    #[test]
    fn split_even_059() {
        let v: Vec<u64> = (1..=15u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_060() {
        let v: Vec<u64> = (1..=28u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_061() {
        let v: Vec<u64> = (1..=41u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_062() {
        let v: Vec<u64> = (1..=54u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_063() {
        let v: Vec<u64> = (1..=67u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_064() {
        let v: Vec<u64> = (1..=80u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_065() {
        let v: Vec<u64> = (1..=93u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_066() {
        let v: Vec<u64> = (1..=106u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_067() {
        let v: Vec<u64> = (1..=119u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_068() {
        let v: Vec<u64> = (1..=132u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_069() {
        let v: Vec<u64> = (1..=145u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_070() {
        let v: Vec<u64> = (1..=158u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_071() {
        let v: Vec<u64> = (1..=171u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_072() {
        let v: Vec<u64> = (1..=184u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_073() {
        let v: Vec<u64> = (1..=197u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_074() {
        let v: Vec<u64> = (1..=210u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_075() {
        let v: Vec<u64> = (1..=223u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_076() {
        let v: Vec<u64> = (1..=236u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_077() {
        let v: Vec<u64> = (1..=249u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_078() {
        let v: Vec<u64> = (1..=11u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_079() {
        let v: Vec<u64> = (1..=24u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_080() {
        let v: Vec<u64> = (1..=37u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_081() {
        let v: Vec<u64> = (1..=50u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_082() {
        let v: Vec<u64> = (1..=63u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_083() {
        let v: Vec<u64> = (1..=76u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_084() {
        let v: Vec<u64> = (1..=89u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_085() {
        let v: Vec<u64> = (1..=102u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_086() {
        let v: Vec<u64> = (1..=115u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_087() {
        let v: Vec<u64> = (1..=128u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_088() {
        let v: Vec<u64> = (1..=141u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_089() {
        let v: Vec<u64> = (1..=154u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_090() {
        let v: Vec<u64> = (1..=167u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_091() {
        let v: Vec<u64> = (1..=180u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_092() {
        let v: Vec<u64> = (1..=193u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_093() {
        let v: Vec<u64> = (1..=206u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_094() {
        let v: Vec<u64> = (1..=219u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_095() {
        let v: Vec<u64> = (1..=232u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_096() {
        let v: Vec<u64> = (1..=245u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_097() {
        let v: Vec<u64> = (1..=7u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_098() {
        let v: Vec<u64> = (1..=20u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_099() {
        let v: Vec<u64> = (1..=33u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_100() {
        let v: Vec<u64> = (1..=46u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_101() {
        let v: Vec<u64> = (1..=59u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_102() {
        let v: Vec<u64> = (1..=72u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_103() {
        let v: Vec<u64> = (1..=85u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_104() {
        let v: Vec<u64> = (1..=98u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_105() {
        let v: Vec<u64> = (1..=111u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_106() {
        let v: Vec<u64> = (1..=124u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_107() {
        let v: Vec<u64> = (1..=137u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_108() {
        let v: Vec<u64> = (1..=150u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_109() {
        let v: Vec<u64> = (1..=163u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_110() {
        let v: Vec<u64> = (1..=176u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_111() {
        let v: Vec<u64> = (1..=189u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_112() {
        let v: Vec<u64> = (1..=202u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_113() {
        let v: Vec<u64> = (1..=215u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_114() {
        let v: Vec<u64> = (1..=228u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_115() {
        let v: Vec<u64> = (1..=241u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_116() {
        let v: Vec<u64> = (1..=3u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 3);
    }

    #[test]
    fn split_even_117() {
        let v: Vec<u64> = (1..=16u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_118() {
        let v: Vec<u64> = (1..=29u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_119() {
        let v: Vec<u64> = (1..=42u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_120() {
        let v: Vec<u64> = (1..=55u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_121() {
        let v: Vec<u64> = (1..=68u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_122() {
        let v: Vec<u64> = (1..=81u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_123() {
        let v: Vec<u64> = (1..=94u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_124() {
        let v: Vec<u64> = (1..=107u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_125() {
        let v: Vec<u64> = (1..=120u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_126() {
        let v: Vec<u64> = (1..=133u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_127() {
        let v: Vec<u64> = (1..=146u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_128() {
        let v: Vec<u64> = (1..=159u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_129() {
        let v: Vec<u64> = (1..=172u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_130() {
        let v: Vec<u64> = (1..=185u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_131() {
        let v: Vec<u64> = (1..=198u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_132() {
        let v: Vec<u64> = (1..=211u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_133() {
        let v: Vec<u64> = (1..=224u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_134() {
        let v: Vec<u64> = (1..=237u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_135() {
        let v: Vec<u64> = (1..=250u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_136() {
        let v: Vec<u64> = (1..=12u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_137() {
        let v: Vec<u64> = (1..=25u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_138() {
        let v: Vec<u64> = (1..=38u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_139() {
        let v: Vec<u64> = (1..=51u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_140() {
        let v: Vec<u64> = (1..=64u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_141() {
        let v: Vec<u64> = (1..=77u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_142() {
        let v: Vec<u64> = (1..=90u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_143() {
        let v: Vec<u64> = (1..=103u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_144() {
        let v: Vec<u64> = (1..=116u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_145() {
        let v: Vec<u64> = (1..=129u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_146() {
        let v: Vec<u64> = (1..=142u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_147() {
        let v: Vec<u64> = (1..=155u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_148() {
        let v: Vec<u64> = (1..=168u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_149() {
        let v: Vec<u64> = (1..=181u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_150() {
        let v: Vec<u64> = (1..=194u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_151() {
        let v: Vec<u64> = (1..=207u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_152() {
        let v: Vec<u64> = (1..=220u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_153() {
        let v: Vec<u64> = (1..=233u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_154() {
        let v: Vec<u64> = (1..=246u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_155() {
        let v: Vec<u64> = (1..=8u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_156() {
        let v: Vec<u64> = (1..=21u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_157() {
        let v: Vec<u64> = (1..=34u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_158() {
        let v: Vec<u64> = (1..=47u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_159() {
        let v: Vec<u64> = (1..=60u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_160() {
        let v: Vec<u64> = (1..=73u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_161() {
        let v: Vec<u64> = (1..=86u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_162() {
        let v: Vec<u64> = (1..=99u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_163() {
        let v: Vec<u64> = (1..=112u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_164() {
        let v: Vec<u64> = (1..=125u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_165() {
        let v: Vec<u64> = (1..=138u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_166() {
        let v: Vec<u64> = (1..=151u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_167() {
        let v: Vec<u64> = (1..=164u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_168() {
        let v: Vec<u64> = (1..=177u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_169() {
        let v: Vec<u64> = (1..=190u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_170() {
        let v: Vec<u64> = (1..=203u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_171() {
        let v: Vec<u64> = (1..=216u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_172() {
        let v: Vec<u64> = (1..=229u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_173() {
        let v: Vec<u64> = (1..=242u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_174() {
        let v: Vec<u64> = (1..=4u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 4);
    }

    #[test]
    fn split_even_175() {
        let v: Vec<u64> = (1..=17u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_176() {
        let v: Vec<u64> = (1..=30u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_177() {
        let v: Vec<u64> = (1..=43u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_178() {
        let v: Vec<u64> = (1..=56u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_179() {
        let v: Vec<u64> = (1..=69u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_180() {
        let v: Vec<u64> = (1..=82u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_181() {
        let v: Vec<u64> = (1..=95u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_182() {
        let v: Vec<u64> = (1..=108u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_183() {
        let v: Vec<u64> = (1..=121u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_184() {
        let v: Vec<u64> = (1..=134u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_185() {
        let v: Vec<u64> = (1..=147u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_186() {
        let v: Vec<u64> = (1..=160u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_187() {
        let v: Vec<u64> = (1..=173u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_188() {
        let v: Vec<u64> = (1..=186u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_189() {
        let v: Vec<u64> = (1..=199u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_190() {
        let v: Vec<u64> = (1..=212u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_191() {
        let v: Vec<u64> = (1..=225u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_192() {
        let v: Vec<u64> = (1..=238u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_193() {
        let v: Vec<u64> = (1..=251u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_194() {
        let v: Vec<u64> = (1..=13u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_195() {
        let v: Vec<u64> = (1..=26u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_196() {
        let v: Vec<u64> = (1..=39u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_197() {
        let v: Vec<u64> = (1..=52u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_198() {
        let v: Vec<u64> = (1..=65u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_199() {
        let v: Vec<u64> = (1..=78u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_200() {
        let v: Vec<u64> = (1..=91u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_201() {
        let v: Vec<u64> = (1..=104u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_202() {
        let v: Vec<u64> = (1..=117u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_203() {
        let v: Vec<u64> = (1..=130u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_204() {
        let v: Vec<u64> = (1..=143u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_205() {
        let v: Vec<u64> = (1..=156u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_206() {
        let v: Vec<u64> = (1..=169u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_207() {
        let v: Vec<u64> = (1..=182u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_208() {
        let v: Vec<u64> = (1..=195u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_209() {
        let v: Vec<u64> = (1..=208u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_210() {
        let v: Vec<u64> = (1..=221u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_211() {
        let v: Vec<u64> = (1..=234u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_212() {
        let v: Vec<u64> = (1..=247u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_213() {
        let v: Vec<u64> = (1..=9u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_214() {
        let v: Vec<u64> = (1..=22u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_215() {
        let v: Vec<u64> = (1..=35u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_216() {
        let v: Vec<u64> = (1..=48u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_217() {
        let v: Vec<u64> = (1..=61u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_218() {
        let v: Vec<u64> = (1..=74u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_219() {
        let v: Vec<u64> = (1..=87u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_220() {
        let v: Vec<u64> = (1..=100u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_221() {
        let v: Vec<u64> = (1..=113u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_222() {
        let v: Vec<u64> = (1..=126u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_223() {
        let v: Vec<u64> = (1..=139u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_224() {
        let v: Vec<u64> = (1..=152u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_225() {
        let v: Vec<u64> = (1..=165u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_226() {
        let v: Vec<u64> = (1..=178u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_227() {
        let v: Vec<u64> = (1..=191u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_228() {
        let v: Vec<u64> = (1..=204u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_229() {
        let v: Vec<u64> = (1..=217u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_230() {
        let v: Vec<u64> = (1..=230u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_231() {
        let v: Vec<u64> = (1..=243u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_232() {
        let v: Vec<u64> = (1..=5u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_233() {
        let v: Vec<u64> = (1..=18u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_234() {
        let v: Vec<u64> = (1..=31u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_235() {
        let v: Vec<u64> = (1..=44u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_236() {
        let v: Vec<u64> = (1..=57u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_237() {
        let v: Vec<u64> = (1..=70u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_238() {
        let v: Vec<u64> = (1..=83u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_239() {
        let v: Vec<u64> = (1..=96u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_240() {
        let v: Vec<u64> = (1..=109u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_241() {
        let v: Vec<u64> = (1..=122u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_242() {
        let v: Vec<u64> = (1..=135u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_243() {
        let v: Vec<u64> = (1..=148u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_244() {
        let v: Vec<u64> = (1..=161u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_245() {
        let v: Vec<u64> = (1..=174u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_246() {
        let v: Vec<u64> = (1..=187u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_247() {
        let v: Vec<u64> = (1..=200u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_248() {
        let v: Vec<u64> = (1..=213u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_249() {
        let v: Vec<u64> = (1..=226u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_250() {
        let v: Vec<u64> = (1..=239u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_251() {
        let v: Vec<u64> = (1..=1u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 1);
    }

    #[test]
    fn split_even_252() {
        let v: Vec<u64> = (1..=14u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_253() {
        let v: Vec<u64> = (1..=27u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_254() {
        let v: Vec<u64> = (1..=40u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_255() {
        let v: Vec<u64> = (1..=53u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_256() {
        let v: Vec<u64> = (1..=66u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_257() {
        let v: Vec<u64> = (1..=79u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_258() {
        let v: Vec<u64> = (1..=92u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_259() {
        let v: Vec<u64> = (1..=105u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_260() {
        let v: Vec<u64> = (1..=118u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_261() {
        let v: Vec<u64> = (1..=131u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_262() {
        let v: Vec<u64> = (1..=144u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_263() {
        let v: Vec<u64> = (1..=157u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_264() {
        let v: Vec<u64> = (1..=170u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_265() {
        let v: Vec<u64> = (1..=183u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_266() {
        let v: Vec<u64> = (1..=196u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_267() {
        let v: Vec<u64> = (1..=209u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_268() {
        let v: Vec<u64> = (1..=222u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_269() {
        let v: Vec<u64> = (1..=235u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_270() {
        let v: Vec<u64> = (1..=248u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_271() {
        let v: Vec<u64> = (1..=10u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_272() {
        let v: Vec<u64> = (1..=23u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_273() {
        let v: Vec<u64> = (1..=36u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_274() {
        let v: Vec<u64> = (1..=49u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_275() {
        let v: Vec<u64> = (1..=62u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_276() {
        let v: Vec<u64> = (1..=75u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_277() {
        let v: Vec<u64> = (1..=88u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_278() {
        let v: Vec<u64> = (1..=101u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_279() {
        let v: Vec<u64> = (1..=114u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_280() {
        let v: Vec<u64> = (1..=127u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_281() {
        let v: Vec<u64> = (1..=140u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_282() {
        let v: Vec<u64> = (1..=153u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_283() {
        let v: Vec<u64> = (1..=166u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_284() {
        let v: Vec<u64> = (1..=179u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_285() {
        let v: Vec<u64> = (1..=192u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_286() {
        let v: Vec<u64> = (1..=205u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_287() {
        let v: Vec<u64> = (1..=218u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_288() {
        let v: Vec<u64> = (1..=231u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_289() {
        let v: Vec<u64> = (1..=244u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_290() {
        let v: Vec<u64> = (1..=6u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_291() {
        let v: Vec<u64> = (1..=19u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_292() {
        let v: Vec<u64> = (1..=32u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_293() {
        let v: Vec<u64> = (1..=45u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_294() {
        let v: Vec<u64> = (1..=58u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_295() {
        let v: Vec<u64> = (1..=71u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_296() {
        let v: Vec<u64> = (1..=84u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_297() {
        let v: Vec<u64> = (1..=97u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_298() {
        let v: Vec<u64> = (1..=110u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_299() {
        let v: Vec<u64> = (1..=123u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_300() {
        let v: Vec<u64> = (1..=136u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_301() {
        let v: Vec<u64> = (1..=149u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_302() {
        let v: Vec<u64> = (1..=162u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_303() {
        let v: Vec<u64> = (1..=175u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_304() {
        let v: Vec<u64> = (1..=188u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_305() {
        let v: Vec<u64> = (1..=201u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_306() {
        let v: Vec<u64> = (1..=214u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_307() {
        let v: Vec<u64> = (1..=227u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_308() {
        let v: Vec<u64> = (1..=240u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_309() {
        let v: Vec<u64> = (1..=2u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_310() {
        let v: Vec<u64> = (1..=15u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_311() {
        let v: Vec<u64> = (1..=28u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_312() {
        let v: Vec<u64> = (1..=41u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_313() {
        let v: Vec<u64> = (1..=54u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_314() {
        let v: Vec<u64> = (1..=67u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_315() {
        let v: Vec<u64> = (1..=80u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_316() {
        let v: Vec<u64> = (1..=93u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_317() {
        let v: Vec<u64> = (1..=106u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_318() {
        let v: Vec<u64> = (1..=119u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_319() {
        let v: Vec<u64> = (1..=132u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_320() {
        let v: Vec<u64> = (1..=145u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_321() {
        let v: Vec<u64> = (1..=158u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_322() {
        let v: Vec<u64> = (1..=171u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_323() {
        let v: Vec<u64> = (1..=184u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_324() {
        let v: Vec<u64> = (1..=197u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_325() {
        let v: Vec<u64> = (1..=210u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_326() {
        let v: Vec<u64> = (1..=223u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_327() {
        let v: Vec<u64> = (1..=236u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_328() {
        let v: Vec<u64> = (1..=249u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_329() {
        let v: Vec<u64> = (1..=11u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_330() {
        let v: Vec<u64> = (1..=24u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_331() {
        let v: Vec<u64> = (1..=37u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_332() {
        let v: Vec<u64> = (1..=50u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_333() {
        let v: Vec<u64> = (1..=63u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_334() {
        let v: Vec<u64> = (1..=76u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_335() {
        let v: Vec<u64> = (1..=89u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_336() {
        let v: Vec<u64> = (1..=102u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_337() {
        let v: Vec<u64> = (1..=115u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_338() {
        let v: Vec<u64> = (1..=128u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_339() {
        let v: Vec<u64> = (1..=141u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_340() {
        let v: Vec<u64> = (1..=154u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_341() {
        let v: Vec<u64> = (1..=167u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_342() {
        let v: Vec<u64> = (1..=180u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_343() {
        let v: Vec<u64> = (1..=193u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_344() {
        let v: Vec<u64> = (1..=206u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_345() {
        let v: Vec<u64> = (1..=219u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_346() {
        let v: Vec<u64> = (1..=232u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_347() {
        let v: Vec<u64> = (1..=245u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_348() {
        let v: Vec<u64> = (1..=7u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_349() {
        let v: Vec<u64> = (1..=20u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_350() {
        let v: Vec<u64> = (1..=33u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_351() {
        let v: Vec<u64> = (1..=46u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_352() {
        let v: Vec<u64> = (1..=59u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_353() {
        let v: Vec<u64> = (1..=72u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_354() {
        let v: Vec<u64> = (1..=85u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_355() {
        let v: Vec<u64> = (1..=98u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_356() {
        let v: Vec<u64> = (1..=111u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_357() {
        let v: Vec<u64> = (1..=124u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_358() {
        let v: Vec<u64> = (1..=137u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_359() {
        let v: Vec<u64> = (1..=150u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_360() {
        let v: Vec<u64> = (1..=163u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_361() {
        let v: Vec<u64> = (1..=176u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_362() {
        let v: Vec<u64> = (1..=189u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_363() {
        let v: Vec<u64> = (1..=202u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_364() {
        let v: Vec<u64> = (1..=215u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_365() {
        let v: Vec<u64> = (1..=228u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_366() {
        let v: Vec<u64> = (1..=241u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_367() {
        let v: Vec<u64> = (1..=3u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 3);
    }

    #[test]
    fn split_even_368() {
        let v: Vec<u64> = (1..=16u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_369() {
        let v: Vec<u64> = (1..=29u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_370() {
        let v: Vec<u64> = (1..=42u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_371() {
        let v: Vec<u64> = (1..=55u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_372() {
        let v: Vec<u64> = (1..=68u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_373() {
        let v: Vec<u64> = (1..=81u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_374() {
        let v: Vec<u64> = (1..=94u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_375() {
        let v: Vec<u64> = (1..=107u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_376() {
        let v: Vec<u64> = (1..=120u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_377() {
        let v: Vec<u64> = (1..=133u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_378() {
        let v: Vec<u64> = (1..=146u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_379() {
        let v: Vec<u64> = (1..=159u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_380() {
        let v: Vec<u64> = (1..=172u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_381() {
        let v: Vec<u64> = (1..=185u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_382() {
        let v: Vec<u64> = (1..=198u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_383() {
        let v: Vec<u64> = (1..=211u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_384() {
        let v: Vec<u64> = (1..=224u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_385() {
        let v: Vec<u64> = (1..=237u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_386() {
        let v: Vec<u64> = (1..=250u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_387() {
        let v: Vec<u64> = (1..=12u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_388() {
        let v: Vec<u64> = (1..=25u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_389() {
        let v: Vec<u64> = (1..=38u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_390() {
        let v: Vec<u64> = (1..=51u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_391() {
        let v: Vec<u64> = (1..=64u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_392() {
        let v: Vec<u64> = (1..=77u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_393() {
        let v: Vec<u64> = (1..=90u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_394() {
        let v: Vec<u64> = (1..=103u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_395() {
        let v: Vec<u64> = (1..=116u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_396() {
        let v: Vec<u64> = (1..=129u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_397() {
        let v: Vec<u64> = (1..=142u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_398() {
        let v: Vec<u64> = (1..=155u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_399() {
        let v: Vec<u64> = (1..=168u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_400() {
        let v: Vec<u64> = (1..=181u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_401() {
        let v: Vec<u64> = (1..=194u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_402() {
        let v: Vec<u64> = (1..=207u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_403() {
        let v: Vec<u64> = (1..=220u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_404() {
        let v: Vec<u64> = (1..=233u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_405() {
        let v: Vec<u64> = (1..=246u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_406() {
        let v: Vec<u64> = (1..=8u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_407() {
        let v: Vec<u64> = (1..=21u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_408() {
        let v: Vec<u64> = (1..=34u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_409() {
        let v: Vec<u64> = (1..=47u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_410() {
        let v: Vec<u64> = (1..=60u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_411() {
        let v: Vec<u64> = (1..=73u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_412() {
        let v: Vec<u64> = (1..=86u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_413() {
        let v: Vec<u64> = (1..=99u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_414() {
        let v: Vec<u64> = (1..=112u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_415() {
        let v: Vec<u64> = (1..=125u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_416() {
        let v: Vec<u64> = (1..=138u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_417() {
        let v: Vec<u64> = (1..=151u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_418() {
        let v: Vec<u64> = (1..=164u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_419() {
        let v: Vec<u64> = (1..=177u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }
