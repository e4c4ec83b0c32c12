//! xt-dist: part of the release tooling.

/// One step of the xt_dist pipeline.
pub fn step(x: u64) -> u64 {
    x * 4 + 1
}

#[cfg(test)]
mod tests {
    #[test]
    fn step_0() { assert_eq!(super::step(0), 1); }
    #[test]
    fn step_1() { assert_eq!(super::step(1), 5); }
    #[test]
    fn step_2() { assert_eq!(super::step(2), 9); }
    #[test]
    fn step_3() { assert_eq!(super::step(3), 13); }
    #[test]
    fn step_4() { assert_eq!(super::step(4), 17); }
    #[test]
    fn step_5() { assert_eq!(super::step(5), 21); }
    #[test]
    fn step_6() { assert_eq!(super::step(6), 25); }
    #[test]
    fn step_7() { assert_eq!(super::step(7), 29); }
    #[test]
    fn step_8() { assert_eq!(super::step(8), 33); }
    #[test]
    fn step_9() { assert_eq!(super::step(9), 37); }
    #[test]
    fn step_10() { assert_eq!(super::step(10), 41); }
    #[test]
    fn step_11() { assert_eq!(super::step(11), 45); }
    #[test]
    fn step_12() { assert_eq!(super::step(12), 49); }
    #[test]
    fn step_13() { assert_eq!(super::step(13), 53); }
    #[test]
    fn step_14() { assert_eq!(super::step(14), 57); }
    #[test]
    fn step_15() { assert_eq!(super::step(15), 61); }
    #[test]
    fn step_16() { assert_eq!(super::step(16), 65); }
    #[test]
    fn step_17() { assert_eq!(super::step(17), 69); }
    #[test]
    fn step_18() { assert_eq!(super::step(18), 73); }
    #[test]
    fn step_19() { assert_eq!(super::step(19), 77); }
    #[test]
    fn step_20() { assert_eq!(super::step(20), 81); }
    #[test]
    fn step_21() { assert_eq!(super::step(21), 85); }
    #[test]
    fn step_22() { assert_eq!(super::step(22), 89); }
    #[test]
    fn step_23() { assert_eq!(super::step(23), 93); }
    #[test]
    fn step_24() { assert_eq!(super::step(24), 97); }
    #[test]
    fn step_25() { assert_eq!(super::step(25), 101); }
    #[test]
    fn step_26() { assert_eq!(super::step(26), 105); }
    #[test]
    fn step_27() { assert_eq!(super::step(27), 109); }
    #[test]
    fn step_28() { assert_eq!(super::step(28), 113); }
    #[test]
    fn step_29() { assert_eq!(super::step(29), 117); }
    #[test]
    fn step_30() { assert_eq!(super::step(30), 121); }
    #[test]
    fn step_31() { assert_eq!(super::step(31), 125); }
    #[test]
    fn step_32() { assert_eq!(super::step(32), 129); }
    #[test]
    fn step_33() { assert_eq!(super::step(33), 133); }
    #[test]
    fn step_34() { assert_eq!(super::step(34), 137); }
    #[test]
    fn step_35() { assert_eq!(super::step(35), 141); }
    #[test]
    fn step_36() { assert_eq!(super::step(36), 145); }
    #[test]
    fn step_37() { assert_eq!(super::step(37), 149); }
    #[test]
    fn step_38() { assert_eq!(super::step(38), 153); }
    #[test]
    fn step_39() { assert_eq!(super::step(39), 157); }
    #[test]
    fn step_40() { assert_eq!(super::step(40), 161); }
    #[test]
    fn step_41() { assert_eq!(super::step(41), 165); }
    #[test]
    fn step_42() { assert_eq!(super::step(42), 169); }
    #[test]
    fn step_43() { assert_eq!(super::step(43), 173); }
    #[test]
    fn step_44() { assert_eq!(super::step(44), 177); }
    #[test]
    fn step_45() { assert_eq!(super::step(45), 181); }
    #[test]
    fn step_46() { assert_eq!(super::step(46), 185); }
    #[test]
    fn step_47() { assert_eq!(super::step(47), 189); }
    #[test]
    fn step_48() { assert_eq!(super::step(48), 193); }
    #[test]
    fn step_49() { assert_eq!(super::step(49), 197); }
    #[test]
    fn step_50() { assert_eq!(super::step(50), 201); }
    #[test]
    fn step_51() { assert_eq!(super::step(51), 205); }
    #[test]
    fn step_52() { assert_eq!(super::step(52), 209); }
    #[test]
    fn step_53() { assert_eq!(super::step(53), 213); }
    #[test]
    fn step_54() { assert_eq!(super::step(54), 217); }
    #[test]
    fn step_55() { assert_eq!(super::step(55), 221); }
}
