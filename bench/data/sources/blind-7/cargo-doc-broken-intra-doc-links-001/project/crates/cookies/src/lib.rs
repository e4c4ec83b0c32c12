//! `cookies`: part of the http-kit workspace.

/// Multiplies `n` by 3.
///
/// ```
/// assert_eq!(cookies::scale(3), 9);
/// ```
pub fn scale(n: u64) -> u64 {
    n * 3
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
        assert_eq!(scale(1), 3);
    }

    #[test]
    fn scale_2() {
        assert_eq!(scale(2), 6);
    }

    #[test]
    fn scale_3() {
        assert_eq!(scale(3), 9);
    }

    #[test]
    fn scale_4() {
        assert_eq!(scale(4), 12);
    }

    #[test]
    fn scale_5() {
        assert_eq!(scale(5), 15);
    }

    #[test]
    fn scale_6() {
        assert_eq!(scale(6), 18);
    }

    #[test]
    fn scale_7() {
        assert_eq!(scale(7), 21);
    }

    #[test]
    fn scale_8() {
        assert_eq!(scale(8), 24);
    }

    #[test]
    fn scale_9() {
        assert_eq!(scale(9), 27);
    }

    #[test]
    fn scale_10() {
        assert_eq!(scale(10), 30);
    }

    #[test]
    fn scale_11() {
        assert_eq!(scale(11), 33);
    }

    #[test]
    fn scale_12() {
        assert_eq!(scale(12), 36);
    }

    #[test]
    fn scale_13() {
        assert_eq!(scale(13), 39);
    }

    #[test]
    fn scale_14() {
        assert_eq!(scale(14), 42);
    }

    #[test]
    fn scale_15() {
        assert_eq!(scale(15), 45);
    }

    #[test]
    fn scale_16() {
        assert_eq!(scale(16), 48);
    }

    #[test]
    fn scale_17() {
        assert_eq!(scale(17), 51);
    }

    #[test]
    fn scale_18() {
        assert_eq!(scale(18), 54);
    }

    #[test]
    fn scale_19() {
        assert_eq!(scale(19), 57);
    }

    #[test]
    fn scale_20() {
        assert_eq!(scale(20), 60);
    }

    #[test]
    fn scale_21() {
        assert_eq!(scale(21), 63);
    }

    #[test]
    fn scale_22() {
        assert_eq!(scale(22), 66);
    }

    #[test]
    fn scale_23() {
        assert_eq!(scale(23), 69);
    }

    #[test]
    fn scale_24() {
        assert_eq!(scale(24), 72);
    }

    #[test]
    fn scale_25() {
        assert_eq!(scale(25), 75);
    }

    #[test]
    fn scale_26() {
        assert_eq!(scale(26), 78);
    }

    #[test]
    fn scale_27() {
        assert_eq!(scale(27), 81);
    }

    #[test]
    fn scale_28() {
        assert_eq!(scale(28), 84);
    }
}
