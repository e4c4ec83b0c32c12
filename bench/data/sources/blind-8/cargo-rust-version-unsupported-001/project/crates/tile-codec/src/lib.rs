//! tile-codec

/// Scales a tile coordinate.
pub fn scale(x: u64) -> u64 {
    x * 5 + 2
}

#[cfg(test)]
mod tests {
    #[test]
    fn zoom_0() {
        assert_eq!(super::scale(0), 2);
    }

    #[test]
    fn zoom_1() {
        assert_eq!(super::scale(1), 7);
    }

    #[test]
    fn zoom_2() {
        assert_eq!(super::scale(2), 12);
    }

    #[test]
    fn zoom_3() {
        assert_eq!(super::scale(3), 17);
    }

    #[test]
    fn zoom_4() {
        assert_eq!(super::scale(4), 22);
    }

    #[test]
    fn zoom_5() {
        assert_eq!(super::scale(5), 27);
    }

    #[test]
    fn zoom_6() {
        assert_eq!(super::scale(6), 32);
    }

    #[test]
    fn zoom_7() {
        assert_eq!(super::scale(7), 37);
    }

    #[test]
    fn zoom_8() {
        assert_eq!(super::scale(8), 42);
    }

    #[test]
    fn zoom_9() {
        assert_eq!(super::scale(9), 47);
    }

    #[test]
    fn zoom_10() {
        assert_eq!(super::scale(10), 52);
    }

    #[test]
    fn zoom_11() {
        assert_eq!(super::scale(11), 57);
    }

    #[test]
    fn zoom_12() {
        assert_eq!(super::scale(12), 62);
    }

    #[test]
    fn zoom_13() {
        assert_eq!(super::scale(13), 67);
    }

    #[test]
    fn zoom_14() {
        assert_eq!(super::scale(14), 72);
    }

    #[test]
    fn zoom_15() {
        assert_eq!(super::scale(15), 77);
    }

    #[test]
    fn zoom_16() {
        assert_eq!(super::scale(16), 82);
    }

    #[test]
    fn zoom_17() {
        assert_eq!(super::scale(17), 87);
    }

    #[test]
    fn zoom_18() {
        assert_eq!(super::scale(18), 92);
    }

    #[test]
    fn zoom_19() {
        assert_eq!(super::scale(19), 97);
    }

    #[test]
    fn zoom_20() {
        assert_eq!(super::scale(20), 102);
    }

    #[test]
    fn zoom_21() {
        assert_eq!(super::scale(21), 107);
    }

    #[test]
    fn zoom_22() {
        assert_eq!(super::scale(22), 112);
    }

    #[test]
    fn zoom_23() {
        assert_eq!(super::scale(23), 117);
    }

    #[test]
    fn zoom_24() {
        assert_eq!(super::scale(24), 122);
    }

    #[test]
    fn zoom_25() {
        assert_eq!(super::scale(25), 127);
    }

    #[test]
    fn zoom_26() {
        assert_eq!(super::scale(26), 132);
    }

    #[test]
    fn zoom_27() {
        assert_eq!(super::scale(27), 137);
    }

    #[test]
    fn zoom_28() {
        assert_eq!(super::scale(28), 142);
    }

    #[test]
    fn zoom_29() {
        assert_eq!(super::scale(29), 147);
    }
}
