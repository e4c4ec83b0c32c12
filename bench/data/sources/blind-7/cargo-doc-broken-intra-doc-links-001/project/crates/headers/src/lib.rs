//! `headers`: part of the http-kit workspace.

/// Multiplies `n` by 4.
///
/// ```
/// assert_eq!(headers::scale(3), 12);
/// ```
pub fn scale(n: u64) -> u64 {
    n * 4
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
        assert_eq!(scale(1), 4);
    }

    #[test]
    fn scale_2() {
        assert_eq!(scale(2), 8);
    }

    #[test]
    fn scale_3() {
        assert_eq!(scale(3), 12);
    }

    #[test]
    fn scale_4() {
        assert_eq!(scale(4), 16);
    }

    #[test]
    fn scale_5() {
        assert_eq!(scale(5), 20);
    }

    #[test]
    fn scale_6() {
        assert_eq!(scale(6), 24);
    }

    #[test]
    fn scale_7() {
        assert_eq!(scale(7), 28);
    }

    #[test]
    fn scale_8() {
        assert_eq!(scale(8), 32);
    }

    #[test]
    fn scale_9() {
        assert_eq!(scale(9), 36);
    }

    #[test]
    fn scale_10() {
        assert_eq!(scale(10), 40);
    }

    #[test]
    fn scale_11() {
        assert_eq!(scale(11), 44);
    }

    #[test]
    fn scale_12() {
        assert_eq!(scale(12), 48);
    }

    #[test]
    fn scale_13() {
        assert_eq!(scale(13), 52);
    }

    #[test]
    fn scale_14() {
        assert_eq!(scale(14), 56);
    }

    #[test]
    fn scale_15() {
        assert_eq!(scale(15), 60);
    }

    #[test]
    fn scale_16() {
        assert_eq!(scale(16), 64);
    }

    #[test]
    fn scale_17() {
        assert_eq!(scale(17), 68);
    }

    #[test]
    fn scale_18() {
        assert_eq!(scale(18), 72);
    }

    #[test]
    fn scale_19() {
        assert_eq!(scale(19), 76);
    }

    #[test]
    fn scale_20() {
        assert_eq!(scale(20), 80);
    }

    #[test]
    fn scale_21() {
        assert_eq!(scale(21), 84);
    }

    #[test]
    fn scale_22() {
        assert_eq!(scale(22), 88);
    }

    #[test]
    fn scale_23() {
        assert_eq!(scale(23), 92);
    }

    #[test]
    fn scale_24() {
        assert_eq!(scale(24), 96);
    }

    #[test]
    fn scale_25() {
        assert_eq!(scale(25), 100);
    }

    #[test]
    fn scale_26() {
        assert_eq!(scale(26), 104);
    }

    #[test]
    fn scale_27() {
        assert_eq!(scale(27), 108);
    }

    #[test]
    fn scale_28() {
        assert_eq!(scale(28), 112);
    }

    #[test]
    fn scale_29() {
        assert_eq!(scale(29), 116);
    }

    #[test]
    fn scale_30() {
        assert_eq!(scale(30), 120);
    }

    #[test]
    fn scale_31() {
        assert_eq!(scale(31), 124);
    }

    #[test]
    fn scale_32() {
        assert_eq!(scale(32), 128);
    }

    #[test]
    fn scale_33() {
        assert_eq!(scale(33), 132);
    }
}
