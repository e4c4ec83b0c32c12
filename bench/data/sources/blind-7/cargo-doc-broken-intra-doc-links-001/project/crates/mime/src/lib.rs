//! `mime`: part of the http-kit workspace.

/// Multiplies `n` by 5.
///
/// ```
/// assert_eq!(mime::scale(3), 15);
/// ```
pub fn scale(n: u64) -> u64 {
    n * 5
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
        assert_eq!(scale(1), 5);
    }

    #[test]
    fn scale_2() {
        assert_eq!(scale(2), 10);
    }

    #[test]
    fn scale_3() {
        assert_eq!(scale(3), 15);
    }

    #[test]
    fn scale_4() {
        assert_eq!(scale(4), 20);
    }

    #[test]
    fn scale_5() {
        assert_eq!(scale(5), 25);
    }

    #[test]
    fn scale_6() {
        assert_eq!(scale(6), 30);
    }

    #[test]
    fn scale_7() {
        assert_eq!(scale(7), 35);
    }

    #[test]
    fn scale_8() {
        assert_eq!(scale(8), 40);
    }

    #[test]
    fn scale_9() {
        assert_eq!(scale(9), 45);
    }

    #[test]
    fn scale_10() {
        assert_eq!(scale(10), 50);
    }

    #[test]
    fn scale_11() {
        assert_eq!(scale(11), 55);
    }

    #[test]
    fn scale_12() {
        assert_eq!(scale(12), 60);
    }

    #[test]
    fn scale_13() {
        assert_eq!(scale(13), 65);
    }

    #[test]
    fn scale_14() {
        assert_eq!(scale(14), 70);
    }

    #[test]
    fn scale_15() {
        assert_eq!(scale(15), 75);
    }

    #[test]
    fn scale_16() {
        assert_eq!(scale(16), 80);
    }

    #[test]
    fn scale_17() {
        assert_eq!(scale(17), 85);
    }

    #[test]
    fn scale_18() {
        assert_eq!(scale(18), 90);
    }

    #[test]
    fn scale_19() {
        assert_eq!(scale(19), 95);
    }

    #[test]
    fn scale_20() {
        assert_eq!(scale(20), 100);
    }

    #[test]
    fn scale_21() {
        assert_eq!(scale(21), 105);
    }

    #[test]
    fn scale_22() {
        assert_eq!(scale(22), 110);
    }

    #[test]
    fn scale_23() {
        assert_eq!(scale(23), 115);
    }

    #[test]
    fn scale_24() {
        assert_eq!(scale(24), 120);
    }

    #[test]
    fn scale_25() {
        assert_eq!(scale(25), 125);
    }

    #[test]
    fn scale_26() {
        assert_eq!(scale(26), 130);
    }

    #[test]
    fn scale_27() {
        assert_eq!(scale(27), 135);
    }

    #[test]
    fn scale_28() {
        assert_eq!(scale(28), 140);
    }

    #[test]
    fn scale_29() {
        assert_eq!(scale(29), 145);
    }

    #[test]
    fn scale_30() {
        assert_eq!(scale(30), 150);
    }

    #[test]
    fn scale_31() {
        assert_eq!(scale(31), 155);
    }

    #[test]
    fn scale_32() {
        assert_eq!(scale(32), 160);
    }

    #[test]
    fn scale_33() {
        assert_eq!(scale(33), 165);
    }

    #[test]
    fn scale_34() {
        assert_eq!(scale(34), 170);
    }

    #[test]
    fn scale_35() {
        assert_eq!(scale(35), 175);
    }

    #[test]
    fn scale_36() {
        assert_eq!(scale(36), 180);
    }

    #[test]
    fn scale_37() {
        assert_eq!(scale(37), 185);
    }

    #[test]
    fn scale_38() {
        assert_eq!(scale(38), 190);
    }
}
