//! `codec`: part of the http-kit workspace.

/// Multiplies `n` by 2.
///
/// ```
/// assert_eq!(codec::scale(3), 6);
/// ```
pub fn scale(n: u64) -> u64 {
    n * 2
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
        assert_eq!(scale(1), 2);
    }

    #[test]
    fn scale_2() {
        assert_eq!(scale(2), 4);
    }

    #[test]
    fn scale_3() {
        assert_eq!(scale(3), 6);
    }

    #[test]
    fn scale_4() {
        assert_eq!(scale(4), 8);
    }

    #[test]
    fn scale_5() {
        assert_eq!(scale(5), 10);
    }

    #[test]
    fn scale_6() {
        assert_eq!(scale(6), 12);
    }

    #[test]
    fn scale_7() {
        assert_eq!(scale(7), 14);
    }

    #[test]
    fn scale_8() {
        assert_eq!(scale(8), 16);
    }

    #[test]
    fn scale_9() {
        assert_eq!(scale(9), 18);
    }

    #[test]
    fn scale_10() {
        assert_eq!(scale(10), 20);
    }

    #[test]
    fn scale_11() {
        assert_eq!(scale(11), 22);
    }

    #[test]
    fn scale_12() {
        assert_eq!(scale(12), 24);
    }

    #[test]
    fn scale_13() {
        assert_eq!(scale(13), 26);
    }

    #[test]
    fn scale_14() {
        assert_eq!(scale(14), 28);
    }

    #[test]
    fn scale_15() {
        assert_eq!(scale(15), 30);
    }

    #[test]
    fn scale_16() {
        assert_eq!(scale(16), 32);
    }

    #[test]
    fn scale_17() {
        assert_eq!(scale(17), 34);
    }

    #[test]
    fn scale_18() {
        assert_eq!(scale(18), 36);
    }

    #[test]
    fn scale_19() {
        assert_eq!(scale(19), 38);
    }

    #[test]
    fn scale_20() {
        assert_eq!(scale(20), 40);
    }

    #[test]
    fn scale_21() {
        assert_eq!(scale(21), 42);
    }

    #[test]
    fn scale_22() {
        assert_eq!(scale(22), 44);
    }

    #[test]
    fn scale_23() {
        assert_eq!(scale(23), 46);
    }
}
