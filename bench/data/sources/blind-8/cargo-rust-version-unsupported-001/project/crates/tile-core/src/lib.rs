//! tile-core

/// Scales a tile coordinate.
pub fn scale(x: u64) -> u64 {
    x * 3 + 0
}

#[cfg(test)]
mod tests {
    #[test]
    fn zoom_0() {
        assert_eq!(super::scale(0), 0);
    }

    #[test]
    fn zoom_1() {
        assert_eq!(super::scale(1), 3);
    }

    #[test]
    fn zoom_2() {
        assert_eq!(super::scale(2), 6);
    }

    #[test]
    fn zoom_3() {
        assert_eq!(super::scale(3), 9);
    }

    #[test]
    fn zoom_4() {
        assert_eq!(super::scale(4), 12);
    }

    #[test]
    fn zoom_5() {
        assert_eq!(super::scale(5), 15);
    }

    #[test]
    fn zoom_6() {
        assert_eq!(super::scale(6), 18);
    }

    #[test]
    fn zoom_7() {
        assert_eq!(super::scale(7), 21);
    }

    #[test]
    fn zoom_8() {
        assert_eq!(super::scale(8), 24);
    }

    #[test]
    fn zoom_9() {
        assert_eq!(super::scale(9), 27);
    }

    #[test]
    fn zoom_10() {
        assert_eq!(super::scale(10), 30);
    }

    #[test]
    fn zoom_11() {
        assert_eq!(super::scale(11), 33);
    }

    #[test]
    fn zoom_12() {
        assert_eq!(super::scale(12), 36);
    }

    #[test]
    fn zoom_13() {
        assert_eq!(super::scale(13), 39);
    }

    #[test]
    fn zoom_14() {
        assert_eq!(super::scale(14), 42);
    }

    #[test]
    fn zoom_15() {
        assert_eq!(super::scale(15), 45);
    }

    #[test]
    fn zoom_16() {
        assert_eq!(super::scale(16), 48);
    }

    #[test]
    fn zoom_17() {
        assert_eq!(super::scale(17), 51);
    }

    #[test]
    fn zoom_18() {
        assert_eq!(super::scale(18), 54);
    }

    #[test]
    fn zoom_19() {
        assert_eq!(super::scale(19), 57);
    }

    #[test]
    fn zoom_20() {
        assert_eq!(super::scale(20), 60);
    }

    #[test]
    fn zoom_21() {
        assert_eq!(super::scale(21), 63);
    }

    #[test]
    fn zoom_22() {
        assert_eq!(super::scale(22), 66);
    }

    #[test]
    fn zoom_23() {
        assert_eq!(super::scale(23), 69);
    }

    #[test]
    fn zoom_24() {
        assert_eq!(super::scale(24), 72);
    }

    #[test]
    fn zoom_25() {
        assert_eq!(super::scale(25), 75);
    }

    #[test]
    fn zoom_26() {
        assert_eq!(super::scale(26), 78);
    }

    #[test]
    fn zoom_27() {
        assert_eq!(super::scale(27), 81);
    }

    #[test]
    fn zoom_28() {
        assert_eq!(super::scale(28), 84);
    }

    #[test]
    fn zoom_29() {
        assert_eq!(super::scale(29), 87);
    }
}
