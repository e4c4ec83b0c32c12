//! tile-geom

/// Scales a tile coordinate.
pub fn scale(x: u64) -> u64 {
    x * 4 + 1
}

#[cfg(test)]
mod tests {
    #[test]
    fn zoom_0() {
        assert_eq!(super::scale(0), 1);
    }

    #[test]
    fn zoom_1() {
        assert_eq!(super::scale(1), 5);
    }

    #[test]
    fn zoom_2() {
        assert_eq!(super::scale(2), 9);
    }

    #[test]
    fn zoom_3() {
        assert_eq!(super::scale(3), 13);
    }

    #[test]
    fn zoom_4() {
        assert_eq!(super::scale(4), 17);
    }

    #[test]
    fn zoom_5() {
        assert_eq!(super::scale(5), 21);
    }

    #[test]
    fn zoom_6() {
        assert_eq!(super::scale(6), 25);
    }

    #[test]
    fn zoom_7() {
        assert_eq!(super::scale(7), 29);
    }

    #[test]
    fn zoom_8() {
        assert_eq!(super::scale(8), 33);
    }

    #[test]
    fn zoom_9() {
        assert_eq!(super::scale(9), 37);
    }

    #[test]
    fn zoom_10() {
        assert_eq!(super::scale(10), 41);
    }

    #[test]
    fn zoom_11() {
        assert_eq!(super::scale(11), 45);
    }

    #[test]
    fn zoom_12() {
        assert_eq!(super::scale(12), 49);
    }

    #[test]
    fn zoom_13() {
        assert_eq!(super::scale(13), 53);
    }

    #[test]
    fn zoom_14() {
        assert_eq!(super::scale(14), 57);
    }

    #[test]
    fn zoom_15() {
        assert_eq!(super::scale(15), 61);
    }

    #[test]
    fn zoom_16() {
        assert_eq!(super::scale(16), 65);
    }

    #[test]
    fn zoom_17() {
        assert_eq!(super::scale(17), 69);
    }

    #[test]
    fn zoom_18() {
        assert_eq!(super::scale(18), 73);
    }

    #[test]
    fn zoom_19() {
        assert_eq!(super::scale(19), 77);
    }

    #[test]
    fn zoom_20() {
        assert_eq!(super::scale(20), 81);
    }

    #[test]
    fn zoom_21() {
        assert_eq!(super::scale(21), 85);
    }

    #[test]
    fn zoom_22() {
        assert_eq!(super::scale(22), 89);
    }

    #[test]
    fn zoom_23() {
        assert_eq!(super::scale(23), 93);
    }

    #[test]
    fn zoom_24() {
        assert_eq!(super::scale(24), 97);
    }

    #[test]
    fn zoom_25() {
        assert_eq!(super::scale(25), 101);
    }

    #[test]
    fn zoom_26() {
        assert_eq!(super::scale(26), 105);
    }

    #[test]
    fn zoom_27() {
        assert_eq!(super::scale(27), 109);
    }

    #[test]
    fn zoom_28() {
        assert_eq!(super::scale(28), 113);
    }

    #[test]
    fn zoom_29() {
        assert_eq!(super::scale(29), 117);
    }
}
