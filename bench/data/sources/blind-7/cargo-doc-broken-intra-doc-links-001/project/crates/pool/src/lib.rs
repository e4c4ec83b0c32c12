//! `pool`: part of the http-kit workspace.

/// Multiplies `n` by 6.
///
/// ```
/// assert_eq!(pool::scale(3), 18);
/// ```
pub fn scale(n: u64) -> u64 {
    n * 6
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scale_0() {
        assert_eq!(scale(0), 0);
    }

    #[test]
    fn scale_1() {
        assert_eq!(scale(1), 6);
    }

    #[test]
    fn scale_2() {
        assert_eq!(scale(2), 12);
    }

    #[test]
    fn scale_3() {
        assert_eq!(scale(3), 18);
    }

    #[test]
    fn scale_4() {
        assert_eq!(scale(4), 24);
    }

    #[test]
    fn scale_5() {
        assert_eq!(scale(5), 30);
    }

    #[test]
    fn scale_6() {
        assert_eq!(scale(6), 36);
    }

    #[test]
    fn scale_7() {
        assert_eq!(scale(7), 42);
    }

    #[test]
    fn scale_8() {
        assert_eq!(scale(8), 48);
    }

    #[test]
    fn scale_9() {
        assert_eq!(scale(9), 54);
    }

    #[test]
    fn scale_10() {
        assert_eq!(scale(10), 60);
    }

    #[test]
    fn scale_11() {
        assert_eq!(scale(11), 66);
    }

    #[test]
    fn scale_12() {
        assert_eq!(scale(12), 72);
    }

    #[test]
    fn scale_13() {
        assert_eq!(scale(13), 78);
    }

    #[test]
    fn scale_14() {
        assert_eq!(scale(14), 84);
    }

    #[test]
    fn scale_15() {
        assert_eq!(scale(15), 90);
    }

    #[test]
    fn scale_16() {
        assert_eq!(scale(16), 96);
    }

    #[test]
    fn scale_17() {
        assert_eq!(scale(17), 102);
    }

    #[test]
    fn scale_18() {
        assert_eq!(scale(18), 108);
    }

    #[test]
    fn scale_19() {
        assert_eq!(scale(19), 114);
    }

    #[test]
    fn scale_20() {
        assert_eq!(scale(20), 120);
    }

    #[test]
    fn scale_21() {
        assert_eq!(scale(21), 126);
    }

    #[test]
    fn scale_22() {
        assert_eq!(scale(22), 132);
    }

    #[test]
    fn scale_23() {
        assert_eq!(scale(23), 138);
    }

    #[test]
    fn scale_24() {
        assert_eq!(scale(24), 144);
    }

    #[test]
    fn scale_25() {
        assert_eq!(scale(25), 150);
    }

    #[test]
    fn scale_26() {
        assert_eq!(scale(26), 156);
    }

    #[test]
    fn scale_27() {
        assert_eq!(scale(27), 162);
    }

    #[test]
    fn scale_28() {
        assert_eq!(scale(28), 168);
    }

    #[test]
    fn scale_29() {
        assert_eq!(scale(29), 174);
    }

    #[test]
    fn scale_30() {
        assert_eq!(scale(30), 180);
    }

    #[test]
    fn scale_31() {
        assert_eq!(scale(31), 186);
    }

    #[test]
    fn scale_32() {
        assert_eq!(scale(32), 192);
    }

    #[test]
    fn scale_33() {
        assert_eq!(scale(33), 198);
    }

    #[test]
    fn scale_34() {
        assert_eq!(scale(34), 204);
    }

    #[test]
    fn scale_35() {
        assert_eq!(scale(35), 210);
    }

    #[test]
    fn scale_36() {
        assert_eq!(scale(36), 216);
    }

    #[test]
    fn scale_37() {
        assert_eq!(scale(37), 222);
    }

    #[test]
    fn scale_38() {
        assert_eq!(scale(38), 228);
    }

    #[test]
    fn scale_39() {
        assert_eq!(scale(39), 234);
    }

    #[test]
    fn scale_40() {
        assert_eq!(scale(40), 240);
    }

    #[test]
    fn scale_41() {
        assert_eq!(scale(41), 246);
    }

    #[test]
    fn scale_42() {
        assert_eq!(scale(42), 252);
    }

    #[test]
    fn scale_43() {
        assert_eq!(scale(43), 258);
    }
}
