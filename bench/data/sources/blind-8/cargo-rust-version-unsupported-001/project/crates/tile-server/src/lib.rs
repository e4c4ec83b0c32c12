//! tile-server

/// Scales a tile coordinate.
pub fn scale(x: u64) -> u64 {
    x * 7 + 4
}

#[cfg(test)]
mod tests {
    #[test]
    fn zoom_0() {
        assert_eq!(super::scale(0), 4);
    }

    #[test]
    fn zoom_1() {
        assert_eq!(super::scale(1), 11);
    }

    #[test]
    fn zoom_2() {
        assert_eq!(super::scale(2), 18);
    }

    #[test]
    fn zoom_3() {
        assert_eq!(super::scale(3), 25);
    }

    #[test]
    fn zoom_4() {
        assert_eq!(super::scale(4), 32);
    }

    #[test]
    fn zoom_5() {
        assert_eq!(super::scale(5), 39);
    }

    #[test]
    fn zoom_6() {
        assert_eq!(super::scale(6), 46);
    }

    #[test]
    fn zoom_7() {
        assert_eq!(super::scale(7), 53);
    }

    #[test]
    fn zoom_8() {
        assert_eq!(super::scale(8), 60);
    }

    #[test]
    fn zoom_9() {
        assert_eq!(super::scale(9), 67);
    }

    #[test]
    fn zoom_10() {
        assert_eq!(super::scale(10), 74);
    }

    #[test]
    fn zoom_11() {
        assert_eq!(super::scale(11), 81);
    }

    #[test]
    fn zoom_12() {
        assert_eq!(super::scale(12), 88);
    }

    #[test]
    fn zoom_13() {
        assert_eq!(super::scale(13), 95);
    }

    #[test]
    fn zoom_14() {
        assert_eq!(super::scale(14), 102);
    }

    #[test]
    fn zoom_15() {
        assert_eq!(super::scale(15), 109);
    }

    #[test]
    fn zoom_16() {
        assert_eq!(super::scale(16), 116);
    }

    #[test]
    fn zoom_17() {
        assert_eq!(super::scale(17), 123);
    }

    #[test]
    fn zoom_18() {
        assert_eq!(super::scale(18), 130);
    }

    #[test]
    fn zoom_19() {
        assert_eq!(super::scale(19), 137);
    }

    #[test]
    fn zoom_20() {
        assert_eq!(super::scale(20), 144);
    }

    #[test]
    fn zoom_21() {
        assert_eq!(super::scale(21), 151);
    }

    #[test]
    fn zoom_22() {
        assert_eq!(super::scale(22), 158);
    }

    #[test]
    fn zoom_23() {
        assert_eq!(super::scale(23), 165);
    }

    #[test]
    fn zoom_24() {
        assert_eq!(super::scale(24), 172);
    }

    #[test]
    fn zoom_25() {
        assert_eq!(super::scale(25), 179);
    }

    #[test]
    fn zoom_26() {
        assert_eq!(super::scale(26), 186);
    }

    #[test]
    fn zoom_27() {
        assert_eq!(super::scale(27), 193);
    }

    #[test]
    fn zoom_28() {
        assert_eq!(super::scale(28), 200);
    }

    #[test]
    fn zoom_29() {
        assert_eq!(super::scale(29), 207);
    }
}
