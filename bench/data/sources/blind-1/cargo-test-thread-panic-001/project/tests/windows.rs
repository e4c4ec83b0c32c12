use parsum::chunk_bounds;

    #[test]
    fn split_even_420() {
        let v: Vec<u64> = (1..=190u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_421() {
        let v: Vec<u64> = (1..=203u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_422() {
        let v: Vec<u64> = (1..=216u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_423() {
        let v: Vec<u64> = (1..=229u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_424() {
        let v: Vec<u64> = (1..=242u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_425() {
        let v: Vec<u64> = (1..=4u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 4);
    }

    #[test]
    fn split_even_426() {
        let v: Vec<u64> = (1..=17u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_427() {
        let v: Vec<u64> = (1..=30u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_428() {
        let v: Vec<u64> = (1..=43u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_429() {
        let v: Vec<u64> = (1..=56u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_430() {
        let v: Vec<u64> = (1..=69u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_431() {
        let v: Vec<u64> = (1..=82u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_432() {
        let v: Vec<u64> = (1..=95u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_433() {
        let v: Vec<u64> = (1..=108u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_434() {
        let v: Vec<u64> = (1..=121u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_435() {
        let v: Vec<u64> = (1..=134u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_436() {
        let v: Vec<u64> = (1..=147u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_437() {
        let v: Vec<u64> = (1..=160u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_438() {
        let v: Vec<u64> = (1..=173u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_439() {
        let v: Vec<u64> = (1..=186u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_440() {
        let v: Vec<u64> = (1..=199u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_441() {
        let v: Vec<u64> = (1..=212u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_442() {
        let v: Vec<u64> = (1..=225u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_443() {
        let v: Vec<u64> = (1..=238u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_444() {
        let v: Vec<u64> = (1..=251u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_445() {
        let v: Vec<u64> = (1..=13u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_446() {
        let v: Vec<u64> = (1..=26u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_447() {
        let v: Vec<u64> = (1..=39u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_448() {
        let v: Vec<u64> = (1..=52u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_449() {
        let v: Vec<u64> = (1..=65u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_450() {
        let v: Vec<u64> = (1..=78u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_451() {
        let v: Vec<u64> = (1..=91u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_452() {
        let v: Vec<u64> = (1..=104u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_453() {
        let v: Vec<u64> = (1..=117u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_454() {
        let v: Vec<u64> = (1..=130u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_455() {
        let v: Vec<u64> = (1..=143u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_456() {
        let v: Vec<u64> = (1..=156u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_457() {
        let v: Vec<u64> = (1..=169u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_458() {
        let v: Vec<u64> = (1..=182u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_459() {
        let v: Vec<u64> = (1..=195u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_460() {
        let v: Vec<u64> = (1..=208u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_461() {
        let v: Vec<u64> = (1..=221u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_462() {
        let v: Vec<u64> = (1..=234u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_463() {
        let v: Vec<u64> = (1..=247u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_464() {
        let v: Vec<u64> = (1..=9u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_465() {
        let v: Vec<u64> = (1..=22u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_466() {
        let v: Vec<u64> = (1..=35u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_467() {
        let v: Vec<u64> = (1..=48u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_468() {
        let v: Vec<u64> = (1..=61u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_469() {
        let v: Vec<u64> = (1..=74u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_470() {
        let v: Vec<u64> = (1..=87u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_471() {
        let v: Vec<u64> = (1..=100u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_472() {
        let v: Vec<u64> = (1..=113u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_473() {
        let v: Vec<u64> = (1..=126u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_474() {
        let v: Vec<u64> = (1..=139u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_475() {
        let v: Vec<u64> = (1..=152u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_476() {
        let v: Vec<u64> = (1..=165u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_477() {
        let v: Vec<u64> = (1..=178u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_478() {
        let v: Vec<u64> = (1..=191u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_479() {
        let v: Vec<u64> = (1..=204u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_480() {
        let v: Vec<u64> = (1..=217u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_481() {
        let v: Vec<u64> = (1..=230u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_482() {
        let v: Vec<u64> = (1..=243u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_483() {
        let v: Vec<u64> = (1..=5u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_484() {
        let v: Vec<u64> = (1..=18u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_485() {
        let v: Vec<u64> = (1..=31u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_486() {
        let v: Vec<u64> = (1..=44u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_487() {
        let v: Vec<u64> = (1..=57u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_488() {
        let v: Vec<u64> = (1..=70u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_489() {
        let v: Vec<u64> = (1..=83u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_490() {
        let v: Vec<u64> = (1..=96u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_491() {
        let v: Vec<u64> = (1..=109u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_492() {
        let v: Vec<u64> = (1..=122u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_493() {
        let v: Vec<u64> = (1..=135u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_494() {
        let v: Vec<u64> = (1..=148u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_495() {
        let v: Vec<u64> = (1..=161u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_496() {
        let v: Vec<u64> = (1..=174u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_497() {
        let v: Vec<u64> = (1..=187u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_498() {
        let v: Vec<u64> = (1..=200u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_499() {
        let v: Vec<u64> = (1..=213u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_500() {
        let v: Vec<u64> = (1..=226u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_501() {
        let v: Vec<u64> = (1..=239u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_502() {
        let v: Vec<u64> = (1..=1u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 1);
    }

    #[test]
    fn split_even_503() {
        let v: Vec<u64> = (1..=14u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_504() {
        let v: Vec<u64> = (1..=27u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_505() {
        let v: Vec<u64> = (1..=40u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_506() {
        let v: Vec<u64> = (1..=53u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_507() {
        let v: Vec<u64> = (1..=66u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_508() {
        let v: Vec<u64> = (1..=79u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_509() {
        let v: Vec<u64> = (1..=92u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_510() {
        let v: Vec<u64> = (1..=105u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_511() {
        let v: Vec<u64> = (1..=118u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_512() {
        let v: Vec<u64> = (1..=131u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_513() {
        let v: Vec<u64> = (1..=144u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_514() {
        let v: Vec<u64> = (1..=157u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_515() {
        let v: Vec<u64> = (1..=170u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_516() {
        let v: Vec<u64> = (1..=183u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_517() {
        let v: Vec<u64> = (1..=196u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_518() {
        let v: Vec<u64> = (1..=209u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_519() {
        let v: Vec<u64> = (1..=222u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_520() {
        let v: Vec<u64> = (1..=235u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_521() {
        let v: Vec<u64> = (1..=248u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_522() {
        let v: Vec<u64> = (1..=10u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_523() {
        let v: Vec<u64> = (1..=23u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_524() {
        let v: Vec<u64> = (1..=36u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_525() {
        let v: Vec<u64> = (1..=49u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_526() {
        let v: Vec<u64> = (1..=62u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_527() {
        let v: Vec<u64> = (1..=75u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_528() {
        let v: Vec<u64> = (1..=88u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_529() {
        let v: Vec<u64> = (1..=101u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_530() {
        let v: Vec<u64> = (1..=114u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_531() {
        let v: Vec<u64> = (1..=127u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_532() {
        let v: Vec<u64> = (1..=140u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_533() {
        let v: Vec<u64> = (1..=153u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_534() {
        let v: Vec<u64> = (1..=166u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_535() {
        let v: Vec<u64> = (1..=179u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_536() {
        let v: Vec<u64> = (1..=192u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_537() {
        let v: Vec<u64> = (1..=205u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_538() {
        let v: Vec<u64> = (1..=218u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_539() {
        let v: Vec<u64> = (1..=231u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_540() {
        let v: Vec<u64> = (1..=244u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_541() {
        let v: Vec<u64> = (1..=6u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_542() {
        let v: Vec<u64> = (1..=19u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_543() {
        let v: Vec<u64> = (1..=32u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_544() {
        let v: Vec<u64> = (1..=45u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_545() {
        let v: Vec<u64> = (1..=58u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_546() {
        let v: Vec<u64> = (1..=71u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_547() {
        let v: Vec<u64> = (1..=84u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_548() {
        let v: Vec<u64> = (1..=97u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_549() {
        let v: Vec<u64> = (1..=110u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_550() {
        let v: Vec<u64> = (1..=123u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_551() {
        let v: Vec<u64> = (1..=136u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_552() {
        let v: Vec<u64> = (1..=149u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_553() {
        let v: Vec<u64> = (1..=162u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_554() {
        let v: Vec<u64> = (1..=175u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_555() {
        let v: Vec<u64> = (1..=188u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_556() {
        let v: Vec<u64> = (1..=201u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_557() {
        let v: Vec<u64> = (1..=214u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_558() {
        let v: Vec<u64> = (1..=227u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_559() {
        let v: Vec<u64> = (1..=240u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_560() {
        let v: Vec<u64> = (1..=2u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_561() {
        let v: Vec<u64> = (1..=15u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_562() {
        let v: Vec<u64> = (1..=28u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_563() {
        let v: Vec<u64> = (1..=41u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_564() {
        let v: Vec<u64> = (1..=54u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_565() {
        let v: Vec<u64> = (1..=67u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_566() {
        let v: Vec<u64> = (1..=80u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_567() {
        let v: Vec<u64> = (1..=93u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_568() {
        let v: Vec<u64> = (1..=106u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_569() {
        let v: Vec<u64> = (1..=119u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_570() {
        let v: Vec<u64> = (1..=132u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_571() {
        let v: Vec<u64> = (1..=145u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_572() {
        let v: Vec<u64> = (1..=158u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_573() {
        let v: Vec<u64> = (1..=171u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_574() {
        let v: Vec<u64> = (1..=184u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_575() {
        let v: Vec<u64> = (1..=197u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_576() {
        let v: Vec<u64> = (1..=210u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_577() {
        let v: Vec<u64> = (1..=223u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_578() {
        let v: Vec<u64> = (1..=236u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_579() {
        let v: Vec<u64> = (1..=249u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_580() {
        let v: Vec<u64> = (1..=11u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_581() {
        let v: Vec<u64> = (1..=24u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_582() {
        let v: Vec<u64> = (1..=37u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_583() {
        let v: Vec<u64> = (1..=50u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_584() {
        let v: Vec<u64> = (1..=63u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_585() {
        let v: Vec<u64> = (1..=76u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_586() {
        let v: Vec<u64> = (1..=89u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_587() {
        let v: Vec<u64> = (1..=102u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_588() {
        let v: Vec<u64> = (1..=115u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_589() {
        let v: Vec<u64> = (1..=128u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_590() {
        let v: Vec<u64> = (1..=141u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_591() {
        let v: Vec<u64> = (1..=154u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_592() {
        let v: Vec<u64> = (1..=167u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_593() {
        let v: Vec<u64> = (1..=180u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_594() {
        let v: Vec<u64> = (1..=193u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_595() {
        let v: Vec<u64> = (1..=206u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_596() {
        let v: Vec<u64> = (1..=219u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_597() {
        let v: Vec<u64> = (1..=232u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_598() {
        let v: Vec<u64> = (1..=245u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_599() {
        let v: Vec<u64> = (1..=7u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_600() {
        let v: Vec<u64> = (1..=20u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_601() {
        let v: Vec<u64> = (1..=33u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_602() {
        let v: Vec<u64> = (1..=46u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_603() {
        let v: Vec<u64> = (1..=59u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_604() {
        let v: Vec<u64> = (1..=72u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_605() {
        let v: Vec<u64> = (1..=85u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_606() {
        let v: Vec<u64> = (1..=98u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_607() {
        let v: Vec<u64> = (1..=111u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_608() {
        let v: Vec<u64> = (1..=124u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_609() {
        let v: Vec<u64> = (1..=137u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_610() {
        let v: Vec<u64> = (1..=150u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_611() {
        let v: Vec<u64> = (1..=163u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_612() {
        let v: Vec<u64> = (1..=176u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_613() {
        let v: Vec<u64> = (1..=189u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_614() {
        let v: Vec<u64> = (1..=202u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_615() {
        let v: Vec<u64> = (1..=215u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_616() {
        let v: Vec<u64> = (1..=228u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_617() {
        let v: Vec<u64> = (1..=241u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_618() {
        let v: Vec<u64> = (1..=3u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_619() {
        let v: Vec<u64> = (1..=16u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_620() {
        let v: Vec<u64> = (1..=29u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_621() {
        let v: Vec<u64> = (1..=42u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_622() {
        let v: Vec<u64> = (1..=55u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_623() {
        let v: Vec<u64> = (1..=68u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_624() {
        let v: Vec<u64> = (1..=81u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_625() {
        let v: Vec<u64> = (1..=94u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_626() {
        let v: Vec<u64> = (1..=107u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_627() {
        let v: Vec<u64> = (1..=120u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_628() {
        let v: Vec<u64> = (1..=133u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_629() {
        let v: Vec<u64> = (1..=146u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_630() {
        let v: Vec<u64> = (1..=159u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_631() {
        let v: Vec<u64> = (1..=172u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_632() {
        let v: Vec<u64> = (1..=185u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_633() {
        let v: Vec<u64> = (1..=198u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_634() {
        let v: Vec<u64> = (1..=211u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_635() {
        let v: Vec<u64> = (1..=224u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_636() {
        let v: Vec<u64> = (1..=237u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_637() {
        let v: Vec<u64> = (1..=250u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_638() {
        let v: Vec<u64> = (1..=12u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_639() {
        let v: Vec<u64> = (1..=25u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_640() {
        let v: Vec<u64> = (1..=38u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_641() {
        let v: Vec<u64> = (1..=51u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_642() {
        let v: Vec<u64> = (1..=64u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_643() {
        let v: Vec<u64> = (1..=77u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_644() {
        let v: Vec<u64> = (1..=90u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_645() {
        let v: Vec<u64> = (1..=103u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_646() {
        let v: Vec<u64> = (1..=116u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_647() {
        let v: Vec<u64> = (1..=129u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_648() {
        let v: Vec<u64> = (1..=142u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_649() {
        let v: Vec<u64> = (1..=155u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_650() {
        let v: Vec<u64> = (1..=168u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_651() {
        let v: Vec<u64> = (1..=181u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_652() {
        let v: Vec<u64> = (1..=194u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_653() {
        let v: Vec<u64> = (1..=207u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_654() {
        let v: Vec<u64> = (1..=220u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_655() {
        let v: Vec<u64> = (1..=233u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_656() {
        let v: Vec<u64> = (1..=246u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_657() {
        let v: Vec<u64> = (1..=8u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_658() {
        let v: Vec<u64> = (1..=21u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_659() {
        let v: Vec<u64> = (1..=34u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_660() {
        let v: Vec<u64> = (1..=47u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_661() {
        let v: Vec<u64> = (1..=60u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_662() {
        let v: Vec<u64> = (1..=73u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_663() {
        let v: Vec<u64> = (1..=86u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_664() {
        let v: Vec<u64> = (1..=99u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_665() {
        let v: Vec<u64> = (1..=112u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_666() {
        let v: Vec<u64> = (1..=125u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_667() {
        let v: Vec<u64> = (1..=138u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_668() {
        let v: Vec<u64> = (1..=151u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_669() {
        let v: Vec<u64> = (1..=164u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_670() {
        let v: Vec<u64> = (1..=177u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_671() {
        let v: Vec<u64> = (1..=190u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_672() {
        let v: Vec<u64> = (1..=203u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_673() {
        let v: Vec<u64> = (1..=216u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_674() {
        let v: Vec<u64> = (1..=229u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_675() {
        let v: Vec<u64> = (1..=242u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_676() {
        let v: Vec<u64> = (1..=4u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 4);
    }

    #[test]
    fn split_even_677() {
        let v: Vec<u64> = (1..=17u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_678() {
        let v: Vec<u64> = (1..=30u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_679() {
        let v: Vec<u64> = (1..=43u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_680() {
        let v: Vec<u64> = (1..=56u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_681() {
        let v: Vec<u64> = (1..=69u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_682() {
        let v: Vec<u64> = (1..=82u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_683() {
        let v: Vec<u64> = (1..=95u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_684() {
        let v: Vec<u64> = (1..=108u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_685() {
        let v: Vec<u64> = (1..=121u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_686() {
        let v: Vec<u64> = (1..=134u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_687() {
        let v: Vec<u64> = (1..=147u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_688() {
        let v: Vec<u64> = (1..=160u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_689() {
        let v: Vec<u64> = (1..=173u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_690() {
        let v: Vec<u64> = (1..=186u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_691() {
        let v: Vec<u64> = (1..=199u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_692() {
        let v: Vec<u64> = (1..=212u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_693() {
        let v: Vec<u64> = (1..=225u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_694() {
        let v: Vec<u64> = (1..=238u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_695() {
        let v: Vec<u64> = (1..=251u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_696() {
        let v: Vec<u64> = (1..=13u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_697() {
        let v: Vec<u64> = (1..=26u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_698() {
        let v: Vec<u64> = (1..=39u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_699() {
        let v: Vec<u64> = (1..=52u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_700() {
        let v: Vec<u64> = (1..=65u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_701() {
        let v: Vec<u64> = (1..=78u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_702() {
        let v: Vec<u64> = (1..=91u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_703() {
        let v: Vec<u64> = (1..=104u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_704() {
        let v: Vec<u64> = (1..=117u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_705() {
        let v: Vec<u64> = (1..=130u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_706() {
        let v: Vec<u64> = (1..=143u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_707() {
        let v: Vec<u64> = (1..=156u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_708() {
        let v: Vec<u64> = (1..=169u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_709() {
        let v: Vec<u64> = (1..=182u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_710() {
        let v: Vec<u64> = (1..=195u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_711() {
        let v: Vec<u64> = (1..=208u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_712() {
        let v: Vec<u64> = (1..=221u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_713() {
        let v: Vec<u64> = (1..=234u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_714() {
        let v: Vec<u64> = (1..=247u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_715() {
        let v: Vec<u64> = (1..=9u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_716() {
        let v: Vec<u64> = (1..=22u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_717() {
        let v: Vec<u64> = (1..=35u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_718() {
        let v: Vec<u64> = (1..=48u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_719() {
        let v: Vec<u64> = (1..=61u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_720() {
        let v: Vec<u64> = (1..=74u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_721() {
        let v: Vec<u64> = (1..=87u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_722() {
        let v: Vec<u64> = (1..=100u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_723() {
        let v: Vec<u64> = (1..=113u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_724() {
        let v: Vec<u64> = (1..=126u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_725() {
        let v: Vec<u64> = (1..=139u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_726() {
        let v: Vec<u64> = (1..=152u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_727() {
        let v: Vec<u64> = (1..=165u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_728() {
        let v: Vec<u64> = (1..=178u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_729() {
        let v: Vec<u64> = (1..=191u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_730() {
        let v: Vec<u64> = (1..=204u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_731() {
        let v: Vec<u64> = (1..=217u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_732() {
        let v: Vec<u64> = (1..=230u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_733() {
        let v: Vec<u64> = (1..=243u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_734() {
        let v: Vec<u64> = (1..=5u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 5);
    }

    #[test]
    fn split_even_735() {
        let v: Vec<u64> = (1..=18u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_736() {
        let v: Vec<u64> = (1..=31u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_737() {
        let v: Vec<u64> = (1..=44u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_738() {
        let v: Vec<u64> = (1..=57u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_739() {
        let v: Vec<u64> = (1..=70u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_740() {
        let v: Vec<u64> = (1..=83u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_741() {
        let v: Vec<u64> = (1..=96u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_742() {
        let v: Vec<u64> = (1..=109u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_743() {
        let v: Vec<u64> = (1..=122u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_744() {
        let v: Vec<u64> = (1..=135u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_745() {
        let v: Vec<u64> = (1..=148u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_746() {
        let v: Vec<u64> = (1..=161u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_747() {
        let v: Vec<u64> = (1..=174u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_748() {
        let v: Vec<u64> = (1..=187u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_749() {
        let v: Vec<u64> = (1..=200u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_750() {
        let v: Vec<u64> = (1..=213u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_751() {
        let v: Vec<u64> = (1..=226u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_752() {
        let v: Vec<u64> = (1..=239u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_753() {
        let v: Vec<u64> = (1..=1u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 1);
    }

    #[test]
    fn split_even_754() {
        let v: Vec<u64> = (1..=14u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_755() {
        let v: Vec<u64> = (1..=27u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_756() {
        let v: Vec<u64> = (1..=40u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_757() {
        let v: Vec<u64> = (1..=53u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_758() {
        let v: Vec<u64> = (1..=66u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_759() {
        let v: Vec<u64> = (1..=79u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_760() {
        let v: Vec<u64> = (1..=92u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_761() {
        let v: Vec<u64> = (1..=105u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_762() {
        let v: Vec<u64> = (1..=118u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_763() {
        let v: Vec<u64> = (1..=131u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_764() {
        let v: Vec<u64> = (1..=144u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_765() {
        let v: Vec<u64> = (1..=157u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_766() {
        let v: Vec<u64> = (1..=170u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_767() {
        let v: Vec<u64> = (1..=183u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_768() {
        let v: Vec<u64> = (1..=196u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_769() {
        let v: Vec<u64> = (1..=209u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_770() {
        let v: Vec<u64> = (1..=222u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_771() {
        let v: Vec<u64> = (1..=235u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_772() {
        let v: Vec<u64> = (1..=248u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_773() {
        let v: Vec<u64> = (1..=10u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_774() {
        let v: Vec<u64> = (1..=23u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_775() {
        let v: Vec<u64> = (1..=36u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_776() {
        let v: Vec<u64> = (1..=49u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_777() {
        let v: Vec<u64> = (1..=62u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_778() {
        let v: Vec<u64> = (1..=75u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_779() {
        let v: Vec<u64> = (1..=88u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_780() {
        let v: Vec<u64> = (1..=101u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_781() {
        let v: Vec<u64> = (1..=114u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_782() {
        let v: Vec<u64> = (1..=127u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_783() {
        let v: Vec<u64> = (1..=140u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_784() {
        let v: Vec<u64> = (1..=153u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_785() {
        let v: Vec<u64> = (1..=166u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_786() {
        let v: Vec<u64> = (1..=179u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_787() {
        let v: Vec<u64> = (1..=192u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_788() {
        let v: Vec<u64> = (1..=205u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_789() {
        let v: Vec<u64> = (1..=218u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_790() {
        let v: Vec<u64> = (1..=231u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_791() {
        let v: Vec<u64> = (1..=244u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_792() {
        let v: Vec<u64> = (1..=6u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }

    #[test]
    fn split_even_793() {
        let v: Vec<u64> = (1..=19u64).collect();
        assert_eq!(chunk_bounds(v.len(), 3).len(), 3);
    }

    #[test]
    fn split_even_794() {
        let v: Vec<u64> = (1..=32u64).collect();
        assert_eq!(chunk_bounds(v.len(), 4).len(), 4);
    }

    #[test]
    fn split_even_795() {
        let v: Vec<u64> = (1..=45u64).collect();
        assert_eq!(chunk_bounds(v.len(), 5).len(), 5);
    }

    #[test]
    fn split_even_796() {
        let v: Vec<u64> = (1..=58u64).collect();
        assert_eq!(chunk_bounds(v.len(), 6).len(), 6);
    }

    #[test]
    fn split_even_797() {
        let v: Vec<u64> = (1..=71u64).collect();
        assert_eq!(chunk_bounds(v.len(), 7).len(), 7);
    }

    #[test]
    fn split_even_798() {
        let v: Vec<u64> = (1..=84u64).collect();
        assert_eq!(chunk_bounds(v.len(), 1).len(), 1);
    }

    #[test]
    fn split_even_799() {
        let v: Vec<u64> = (1..=97u64).collect();
        assert_eq!(chunk_bounds(v.len(), 2).len(), 2);
    }
