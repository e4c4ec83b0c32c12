//! `tls_config`: part of the http-kit workspace.

/// Multiplies `n` by 8.
///
/// ```
/// assert_eq!(tls_config::scale(3), 24);
/// ```
pub fn scale(n: u64) -> u64 {
    n * 8
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
        assert_eq!(scale(1), 8);
    }

    #[test]
    fn scale_2() {
        assert_eq!(scale(2), 16);
    }

    #[test]
    fn scale_3() {
        assert_eq!(scale(3), 24);
    }

    #[test]
    fn scale_4() {
        assert_eq!(scale(4), 32);
    }

    #[test]
    fn scale_5() {
        assert_eq!(scale(5), 40);
    }

    #[test]
    fn scale_6() {
        assert_eq!(scale(6), 48);
    }

    #[test]
    fn scale_7() {
        assert_eq!(scale(7), 56);
    }

    #[test]
    fn scale_8() {
        assert_eq!(scale(8), 64);
    }

    #[test]
    fn scale_9() {
        assert_eq!(scale(9), 72);
    }

    #[test]
    fn scale_10() {
        assert_eq!(scale(10), 80);
    }

    #[test]
    fn scale_11() {
        assert_eq!(scale(11), 88);
    }

    #[test]
    fn scale_12() {
        assert_eq!(scale(12), 96);
    }

    #[test]
    fn scale_13() {
        assert_eq!(scale(13), 104);
    }

    #[test]
    fn scale_14() {
        assert_eq!(scale(14), 112);
    }

    #[test]
    fn scale_15() {
        assert_eq!(scale(15), 120);
    }

    #[test]
    fn scale_16() {
        assert_eq!(scale(16), 128);
    }

    #[test]
    fn scale_17() {
        assert_eq!(scale(17), 136);
    }

    #[test]
    fn scale_18() {
        assert_eq!(scale(18), 144);
    }

    #[test]
    fn scale_19() {
        assert_eq!(scale(19), 152);
    }

    #[test]
    fn scale_20() {
        assert_eq!(scale(20), 160);
    }

    #[test]
    fn scale_21() {
        assert_eq!(scale(21), 168);
    }

    #[test]
    fn scale_22() {
        assert_eq!(scale(22), 176);
    }

    #[test]
    fn scale_23() {
        assert_eq!(scale(23), 184);
    }

    #[test]
    fn scale_24() {
        assert_eq!(scale(24), 192);
    }

    #[test]
    fn scale_25() {
        assert_eq!(scale(25), 200);
    }

    #[test]
    fn scale_26() {
        assert_eq!(scale(26), 208);
    }

    #[test]
    fn scale_27() {
        assert_eq!(scale(27), 216);
    }

    #[test]
    fn scale_28() {
        assert_eq!(scale(28), 224);
    }

    #[test]
    fn scale_29() {
        assert_eq!(scale(29), 232);
    }

    #[test]
    fn scale_30() {
        assert_eq!(scale(30), 240);
    }

    #[test]
    fn scale_31() {
        assert_eq!(scale(31), 248);
    }

    #[test]
    fn scale_32() {
        assert_eq!(scale(32), 256);
    }

    #[test]
    fn scale_33() {
        assert_eq!(scale(33), 264);
    }

    #[test]
    fn scale_34() {
        assert_eq!(scale(34), 272);
    }

    #[test]
    fn scale_35() {
        assert_eq!(scale(35), 280);
    }

    #[test]
    fn scale_36() {
        assert_eq!(scale(36), 288);
    }

    #[test]
    fn scale_37() {
        assert_eq!(scale(37), 296);
    }

    #[test]
    fn scale_38() {
        assert_eq!(scale(38), 304);
    }

    #[test]
    fn scale_39() {
        assert_eq!(scale(39), 312);
    }

    #[test]
    fn scale_40() {
        assert_eq!(scale(40), 320);
    }

    #[test]
    fn scale_41() {
        assert_eq!(scale(41), 328);
    }

    #[test]
    fn scale_42() {
        assert_eq!(scale(42), 336);
    }

    #[test]
    fn scale_43() {
        assert_eq!(scale(43), 344);
    }

    #[test]
    fn scale_44() {
        assert_eq!(scale(44), 352);
    }

    #[test]
    fn scale_45() {
        assert_eq!(scale(45), 360);
    }

    #[test]
    fn scale_46() {
        assert_eq!(scale(46), 368);
    }

    #[test]
    fn scale_47() {
        assert_eq!(scale(47), 376);
    }

    #[test]
    fn scale_48() {
        assert_eq!(scale(48), 384);
    }

    #[test]
    fn scale_49() {
        assert_eq!(scale(49), 392);
    }

    #[test]
    fn scale_50() {
        assert_eq!(scale(50), 400);
    }

    #[test]
    fn scale_51() {
        assert_eq!(scale(51), 408);
    }

    #[test]
    fn scale_52() {
        assert_eq!(scale(52), 416);
    }

    #[test]
    fn scale_53() {
        assert_eq!(scale(53), 424);
    }
}
