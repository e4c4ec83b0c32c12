//! `url_parts`: part of the http-kit workspace.

/// Multiplies `n` by 9.
///
/// ```
/// assert_eq!(url_parts::scale(3), 27);
/// ```
pub fn scale(n: u64) -> u64 {
    n * 9
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
        assert_eq!(scale(1), 9);
    }

    #[test]
    fn scale_2() {
        assert_eq!(scale(2), 18);
    }

    #[test]
    fn scale_3() {
        assert_eq!(scale(3), 27);
    }

    #[test]
    fn scale_4() {
        assert_eq!(scale(4), 36);
    }

    #[test]
    fn scale_5() {
        assert_eq!(scale(5), 45);
    }

    #[test]
    fn scale_6() {
        assert_eq!(scale(6), 54);
    }

    #[test]
    fn scale_7() {
        assert_eq!(scale(7), 63);
    }

    #[test]
    fn scale_8() {
        assert_eq!(scale(8), 72);
    }

    #[test]
    fn scale_9() {
        assert_eq!(scale(9), 81);
    }

    #[test]
    fn scale_10() {
        assert_eq!(scale(10), 90);
    }

    #[test]
    fn scale_11() {
        assert_eq!(scale(11), 99);
    }

    #[test]
    fn scale_12() {
        assert_eq!(scale(12), 108);
    }

    #[test]
    fn scale_13() {
        assert_eq!(scale(13), 117);
    }

    #[test]
    fn scale_14() {
        assert_eq!(scale(14), 126);
    }

    #[test]
    fn scale_15() {
        assert_eq!(scale(15), 135);
    }

    #[test]
    fn scale_16() {
        assert_eq!(scale(16), 144);
    }

    #[test]
    fn scale_17() {
        assert_eq!(scale(17), 153);
    }

    #[test]
    fn scale_18() {
        assert_eq!(scale(18), 162);
    }

    #[test]
    fn scale_19() {
        assert_eq!(scale(19), 171);
    }

    #[test]
    fn scale_20() {
        assert_eq!(scale(20), 180);
    }

    #[test]
    fn scale_21() {
        assert_eq!(scale(21), 189);
    }

    #[test]
    fn scale_22() {
        assert_eq!(scale(22), 198);
    }

    #[test]
    fn scale_23() {
        assert_eq!(scale(23), 207);
    }

    #[test]
    fn scale_24() {
        assert_eq!(scale(24), 216);
    }

    #[test]
    fn scale_25() {
        assert_eq!(scale(25), 225);
    }

    #[test]
    fn scale_26() {
        assert_eq!(scale(26), 234);
    }

    #[test]
    fn scale_27() {
        assert_eq!(scale(27), 243);
    }

    #[test]
    fn scale_28() {
        assert_eq!(scale(28), 252);
    }

    #[test]
    fn scale_29() {
        assert_eq!(scale(29), 261);
    }

    #[test]
    fn scale_30() {
        assert_eq!(scale(30), 270);
    }

    #[test]
    fn scale_31() {
        assert_eq!(scale(31), 279);
    }

    #[test]
    fn scale_32() {
        assert_eq!(scale(32), 288);
    }

    #[test]
    fn scale_33() {
        assert_eq!(scale(33), 297);
    }

    #[test]
    fn scale_34() {
        assert_eq!(scale(34), 306);
    }

    #[test]
    fn scale_35() {
        assert_eq!(scale(35), 315);
    }

    #[test]
    fn scale_36() {
        assert_eq!(scale(36), 324);
    }

    #[test]
    fn scale_37() {
        assert_eq!(scale(37), 333);
    }

    #[test]
    fn scale_38() {
        assert_eq!(scale(38), 342);
    }

    #[test]
    fn scale_39() {
        assert_eq!(scale(39), 351);
    }

    #[test]
    fn scale_40() {
        assert_eq!(scale(40), 360);
    }

    #[test]
    fn scale_41() {
        assert_eq!(scale(41), 369);
    }

    #[test]
    fn scale_42() {
        assert_eq!(scale(42), 378);
    }

    #[test]
    fn scale_43() {
        assert_eq!(scale(43), 387);
    }

    #[test]
    fn scale_44() {
        assert_eq!(scale(44), 396);
    }

    #[test]
    fn scale_45() {
        assert_eq!(scale(45), 405);
    }

    #[test]
    fn scale_46() {
        assert_eq!(scale(46), 414);
    }

    #[test]
    fn scale_47() {
        assert_eq!(scale(47), 423);
    }

    #[test]
    fn scale_48() {
        assert_eq!(scale(48), 432);
    }

    #[test]
    fn scale_49() {
        assert_eq!(scale(49), 441);
    }

    #[test]
    fn scale_50() {
        assert_eq!(scale(50), 450);
    }

    #[test]
    fn scale_51() {
        assert_eq!(scale(51), 459);
    }

    #[test]
    fn scale_52() {
        assert_eq!(scale(52), 468);
    }

    #[test]
    fn scale_53() {
        assert_eq!(scale(53), 477);
    }

    #[test]
    fn scale_54() {
        assert_eq!(scale(54), 486);
    }

    #[test]
    fn scale_55() {
        assert_eq!(scale(55), 495);
    }

    #[test]
    fn scale_56() {
        assert_eq!(scale(56), 504);
    }

    #[test]
    fn scale_57() {
        assert_eq!(scale(57), 513);
    }

    #[test]
    fn scale_58() {
        assert_eq!(scale(58), 522);
    }
}
