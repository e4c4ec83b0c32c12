//! `status`: part of the http-kit workspace.

/// Multiplies `n` by 7.
///
/// ```
/// assert_eq!(status::scale(3), 21);
/// ```
pub fn scale(n: u64) -> u64 {
    n * 7
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
        assert_eq!(scale(1), 7);
    }

    #[test]
    fn scale_2() {
        assert_eq!(scale(2), 14);
    }

    #[test]
    fn scale_3() {
        assert_eq!(scale(3), 21);
    }

    #[test]
    fn scale_4() {
        assert_eq!(scale(4), 28);
    }

    #[test]
    fn scale_5() {
        assert_eq!(scale(5), 35);
    }

    #[test]
    fn scale_6() {
        assert_eq!(scale(6), 42);
    }

    #[test]
    fn scale_7() {
        assert_eq!(scale(7), 49);
    }

    #[test]
    fn scale_8() {
        assert_eq!(scale(8), 56);
    }

    #[test]
    fn scale_9() {
        assert_eq!(scale(9), 63);
    }

    #[test]
    fn scale_10() {
        assert_eq!(scale(10), 70);
    }

    #[test]
    fn scale_11() {
        assert_eq!(scale(11), 77);
    }

    #[test]
    fn scale_12() {
        assert_eq!(scale(12), 84);
    }

    #[test]
    fn scale_13() {
        assert_eq!(scale(13), 91);
    }

    #[test]
    fn scale_14() {
        assert_eq!(scale(14), 98);
    }

    #[test]
    fn scale_15() {
        assert_eq!(scale(15), 105);
    }

    #[test]
    fn scale_16() {
        assert_eq!(scale(16), 112);
    }

    #[test]
    fn scale_17() {
        assert_eq!(scale(17), 119);
    }

    #[test]
    fn scale_18() {
        assert_eq!(scale(18), 126);
    }

    #[test]
    fn scale_19() {
        assert_eq!(scale(19), 133);
    }

    #[test]
    fn scale_20() {
        assert_eq!(scale(20), 140);
    }

    #[test]
    fn scale_21() {
        assert_eq!(scale(21), 147);
    }

    #[test]
    fn scale_22() {
        assert_eq!(scale(22), 154);
    }

    #[test]
    fn scale_23() {
        assert_eq!(scale(23), 161);
    }

    #[test]
    fn scale_24() {
        assert_eq!(scale(24), 168);
    }

    #[test]
    fn scale_25() {
        assert_eq!(scale(25), 175);
    }

    #[test]
    fn scale_26() {
        assert_eq!(scale(26), 182);
    }

    #[test]
    fn scale_27() {
        assert_eq!(scale(27), 189);
    }

    #[test]
    fn scale_28() {
        assert_eq!(scale(28), 196);
    }

    #[test]
    fn scale_29() {
        assert_eq!(scale(29), 203);
    }

    #[test]
    fn scale_30() {
        assert_eq!(scale(30), 210);
    }

    #[test]
    fn scale_31() {
        assert_eq!(scale(31), 217);
    }

    #[test]
    fn scale_32() {
        assert_eq!(scale(32), 224);
    }

    #[test]
    fn scale_33() {
        assert_eq!(scale(33), 231);
    }

    #[test]
    fn scale_34() {
        assert_eq!(scale(34), 238);
    }

    #[test]
    fn scale_35() {
        assert_eq!(scale(35), 245);
    }

    #[test]
    fn scale_36() {
        assert_eq!(scale(36), 252);
    }

    #[test]
    fn scale_37() {
        assert_eq!(scale(37), 259);
    }

    #[test]
    fn scale_38() {
        assert_eq!(scale(38), 266);
    }

    #[test]
    fn scale_39() {
        assert_eq!(scale(39), 273);
    }

    #[test]
    fn scale_40() {
        assert_eq!(scale(40), 280);
    }

    #[test]
    fn scale_41() {
        assert_eq!(scale(41), 287);
    }

    #[test]
    fn scale_42() {
        assert_eq!(scale(42), 294);
    }

    #[test]
    fn scale_43() {
        assert_eq!(scale(43), 301);
    }

    #[test]
    fn scale_44() {
        assert_eq!(scale(44), 308);
    }

    #[test]
    fn scale_45() {
        assert_eq!(scale(45), 315);
    }

    #[test]
    fn scale_46() {
        assert_eq!(scale(46), 322);
    }

    #[test]
    fn scale_47() {
        assert_eq!(scale(47), 329);
    }

    #[test]
    fn scale_48() {
        assert_eq!(scale(48), 336);
    }
}
