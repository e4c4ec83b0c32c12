//! tile-cache

/// Scales a tile coordinate.
pub fn scale(x: u64) -> u64 {
    x * 6 + 3
}

#[cfg(test)]
mod tests {
    #[test]
    fn zoom_0() {
        assert_eq!(super::scale(0), 3);
    }

    #[test]
    fn zoom_1() {
        assert_eq!(super::scale(1), 9);
    }

    #[test]
    fn zoom_2() {
        assert_eq!(super::scale(2), 15);
    }

    #[test]
    fn zoom_3() {
        assert_eq!(super::scale(3), 21);
    }

    #[test]
    fn zoom_4() {
        assert_eq!(super::scale(4), 27);
    }

    #[test]
    fn zoom_5() {
        assert_eq!(super::scale(5), 33);
    }

    #[test]
    fn zoom_6() {
        assert_eq!(super::scale(6), 39);
    }

    #[test]
    fn zoom_7() {
        assert_eq!(super::scale(7), 45);
    }

    #[test]
    fn zoom_8() {
        assert_eq!(super::scale(8), 51);
    }

    #[test]
    fn zoom_9() {
        assert_eq!(super::scale(9), 57);
    }

    #[test]
    fn zoom_10() {
        assert_eq!(super::scale(10), 63);
    }

    #[test]
    fn zoom_11() {
        assert_eq!(super::scale(11), 69);
    }

    #[test]
    fn zoom_12() {
        assert_eq!(super::scale(12), 75);
    }

    #[test]
    fn zoom_13() {
        assert_eq!(super::scale(13), 81);
    }

    #[test]
    fn zoom_14() {
        assert_eq!(super::scale(14), 87);
    }

    #[test]
    fn zoom_15() {
        assert_eq!(super::scale(15), 93);
    }

    #[test]
    fn zoom_16() {
        assert_eq!(super::scale(16), 99);
    }

    #[test]
    fn zoom_17() {
        assert_eq!(super::scale(17), 105);
    }

    #[test]
    fn zoom_18() {
        assert_eq!(super::scale(18), 111);
    }

    #[test]
    fn zoom_19() {
        assert_eq!(super::scale(19), 117);
    }

    #[test]
    fn zoom_20() {
        assert_eq!(super::scale(20), 123);
    }

    #[test]
    fn zoom_21() {
        assert_eq!(super::scale(21), 129);
    }

    #[test]
    fn zoom_22() {
        assert_eq!(super::scale(22), 135);
    }

    #[test]
    fn zoom_23() {
        assert_eq!(super::scale(23), 141);
    }

    #[test]
    fn zoom_24() {
        assert_eq!(super::scale(24), 147);
    }

    #[test]
    fn zoom_25() {
        assert_eq!(super::scale(25), 153);
    }

    #[test]
    fn zoom_26() {
        assert_eq!(super::scale(26), 159);
    }

    #[test]
    fn zoom_27() {
        assert_eq!(super::scale(27), 165);
    }

    #[test]
    fn zoom_28() {
        assert_eq!(super::scale(28), 171);
    }

    #[test]
    fn zoom_29() {
        assert_eq!(super::scale(29), 177);
    }
}
