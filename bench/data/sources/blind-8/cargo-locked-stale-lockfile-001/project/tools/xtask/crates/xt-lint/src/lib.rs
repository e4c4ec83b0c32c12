//! xt-lint: part of the release tooling.

/// One step of the xt_lint pipeline.
pub fn step(x: u64) -> u64 {
    x * 6 + 1
}

#[cfg(test)]
mod tests {
    #[test]
    fn step_0() { assert_eq!(super::step(0), 1); }
    #[test]
    fn step_1() { assert_eq!(super::step(1), 7); }
    #[test]
    fn step_2() { assert_eq!(super::step(2), 13); }
    #[test]
    fn step_3() { assert_eq!(super::step(3), 19); }
    #[test]
    fn step_4() { assert_eq!(super::step(4), 25); }
    #[test]
    fn step_5() { assert_eq!(super::step(5), 31); }
    #[test]
    fn step_6() { assert_eq!(super::step(6), 37); }
    #[test]
    fn step_7() { assert_eq!(super::step(7), 43); }
    #[test]
    fn step_8() { assert_eq!(super::step(8), 49); }
    #[test]
    fn step_9() { assert_eq!(super::step(9), 55); }
    #[test]
    fn step_10() { assert_eq!(super::step(10), 61); }
    #[test]
    fn step_11() { assert_eq!(super::step(11), 67); }
    #[test]
    fn step_12() { assert_eq!(super::step(12), 73); }
    #[test]
    fn step_13() { assert_eq!(super::step(13), 79); }
    #[test]
    fn step_14() { assert_eq!(super::step(14), 85); }
    #[test]
    fn step_15() { assert_eq!(super::step(15), 91); }
    #[test]
    fn step_16() { assert_eq!(super::step(16), 97); }
    #[test]
    fn step_17() { assert_eq!(super::step(17), 103); }
    #[test]
    fn step_18() { assert_eq!(super::step(18), 109); }
    #[test]
    fn step_19() { assert_eq!(super::step(19), 115); }
    #[test]
    fn step_20() { assert_eq!(super::step(20), 121); }
    #[test]
    fn step_21() { assert_eq!(super::step(21), 127); }
    #[test]
    fn step_22() { assert_eq!(super::step(22), 133); }
    #[test]
    fn step_23() { assert_eq!(super::step(23), 139); }
    #[test]
    fn step_24() { assert_eq!(super::step(24), 145); }
    #[test]
    fn step_25() { assert_eq!(super::step(25), 151); }
    #[test]
    fn step_26() { assert_eq!(super::step(26), 157); }
    #[test]
    fn step_27() { assert_eq!(super::step(27), 163); }
    #[test]
    fn step_28() { assert_eq!(super::step(28), 169); }
    #[test]
    fn step_29() { assert_eq!(super::step(29), 175); }
    #[test]
    fn step_30() { assert_eq!(super::step(30), 181); }
    #[test]
    fn step_31() { assert_eq!(super::step(31), 187); }
    #[test]
    fn step_32() { assert_eq!(super::step(32), 193); }
    #[test]
    fn step_33() { assert_eq!(super::step(33), 199); }
    #[test]
    fn step_34() { assert_eq!(super::step(34), 205); }
    #[test]
    fn step_35() { assert_eq!(super::step(35), 211); }
    #[test]
    fn step_36() { assert_eq!(super::step(36), 217); }
    #[test]
    fn step_37() { assert_eq!(super::step(37), 223); }
    #[test]
    fn step_38() { assert_eq!(super::step(38), 229); }
    #[test]
    fn step_39() { assert_eq!(super::step(39), 235); }
    #[test]
    fn step_40() { assert_eq!(super::step(40), 241); }
    #[test]
    fn step_41() { assert_eq!(super::step(41), 247); }
    #[test]
    fn step_42() { assert_eq!(super::step(42), 253); }
    #[test]
    fn step_43() { assert_eq!(super::step(43), 259); }
    #[test]
    fn step_44() { assert_eq!(super::step(44), 265); }
    #[test]
    fn step_45() { assert_eq!(super::step(45), 271); }
    #[test]
    fn step_46() { assert_eq!(super::step(46), 277); }
    #[test]
    fn step_47() { assert_eq!(super::step(47), 283); }
    #[test]
    fn step_48() { assert_eq!(super::step(48), 289); }
    #[test]
    fn step_49() { assert_eq!(super::step(49), 295); }
    #[test]
    fn step_50() { assert_eq!(super::step(50), 301); }
    #[test]
    fn step_51() { assert_eq!(super::step(51), 307); }
    #[test]
    fn step_52() { assert_eq!(super::step(52), 313); }
    #[test]
    fn step_53() { assert_eq!(super::step(53), 319); }
    #[test]
    fn step_54() { assert_eq!(super::step(54), 325); }
    #[test]
    fn step_55() { assert_eq!(super::step(55), 331); }
}
