//! xt-release: part of the release tooling.

/// One step of the xt_release pipeline.
pub fn step(x: u64) -> u64 {
    x * 7 + 1
}

#[cfg(test)]
mod tests {
    #[test]
    fn step_0() { assert_eq!(super::step(0), 1); }
    #[test]
    fn step_1() { assert_eq!(super::step(1), 8); }
    #[test]
    fn step_2() { assert_eq!(super::step(2), 15); }
    #[test]
    fn step_3() { assert_eq!(super::step(3), 22); }
    #[test]
    fn step_4() { assert_eq!(super::step(4), 29); }
    #[test]
    fn step_5() { assert_eq!(super::step(5), 36); }
    #[test]
    fn step_6() { assert_eq!(super::step(6), 43); }
    #[test]
    fn step_7() { assert_eq!(super::step(7), 50); }
    #[test]
    fn step_8() { assert_eq!(super::step(8), 57); }
    #[test]
    fn step_9() { assert_eq!(super::step(9), 64); }
    #[test]
    fn step_10() { assert_eq!(super::step(10), 71); }
    #[test]
    fn step_11() { assert_eq!(super::step(11), 78); }
    #[test]
    fn step_12() { assert_eq!(super::step(12), 85); }
    #[test]
    fn step_13() { assert_eq!(super::step(13), 92); }
    #[test]
    fn step_14() { assert_eq!(super::step(14), 99); }
    #[test]
    fn step_15() { assert_eq!(super::step(15), 106); }
    #[test]
    fn step_16() { assert_eq!(super::step(16), 113); }
    #[test]
    fn step_17() { assert_eq!(super::step(17), 120); }
    #[test]
    fn step_18() { assert_eq!(super::step(18), 127); }
    #[test]
    fn step_19() { assert_eq!(super::step(19), 134); }
    #[test]
    fn step_20() { assert_eq!(super::step(20), 141); }
    #[test]
    fn step_21() { assert_eq!(super::step(21), 148); }
    #[test]
    fn step_22() { assert_eq!(super::step(22), 155); }
    #[test]
    fn step_23() { assert_eq!(super::step(23), 162); }
    #[test]
    fn step_24() { assert_eq!(super::step(24), 169); }
    #[test]
    fn step_25() { assert_eq!(super::step(25), 176); }
    #[test]
    fn step_26() { assert_eq!(super::step(26), 183); }
    #[test]
    fn step_27() { assert_eq!(super::step(27), 190); }
    #[test]
    fn step_28() { assert_eq!(super::step(28), 197); }
    #[test]
    fn step_29() { assert_eq!(super::step(29), 204); }
    #[test]
    fn step_30() { assert_eq!(super::step(30), 211); }
    #[test]
    fn step_31() { assert_eq!(super::step(31), 218); }
    #[test]
    fn step_32() { assert_eq!(super::step(32), 225); }
    #[test]
    fn step_33() { assert_eq!(super::step(33), 232); }
    #[test]
    fn step_34() { assert_eq!(super::step(34), 239); }
    #[test]
    fn step_35() { assert_eq!(super::step(35), 246); }
    #[test]
    fn step_36() { assert_eq!(super::step(36), 253); }
    #[test]
    fn step_37() { assert_eq!(super::step(37), 260); }
    #[test]
    fn step_38() { assert_eq!(super::step(38), 267); }
    #[test]
    fn step_39() { assert_eq!(super::step(39), 274); }
    #[test]
    fn step_40() { assert_eq!(super::step(40), 281); }
    #[test]
    fn step_41() { assert_eq!(super::step(41), 288); }
    #[test]
    fn step_42() { assert_eq!(super::step(42), 295); }
    #[test]
    fn step_43() { assert_eq!(super::step(43), 302); }
    #[test]
    fn step_44() { assert_eq!(super::step(44), 309); }
    #[test]
    fn step_45() { assert_eq!(super::step(45), 316); }
    #[test]
    fn step_46() { assert_eq!(super::step(46), 323); }
    #[test]
    fn step_47() { assert_eq!(super::step(47), 330); }
    #[test]
    fn step_48() { assert_eq!(super::step(48), 337); }
    #[test]
    fn step_49() { assert_eq!(super::step(49), 344); }
    #[test]
    fn step_50() { assert_eq!(super::step(50), 351); }
    #[test]
    fn step_51() { assert_eq!(super::step(51), 358); }
    #[test]
    fn step_52() { assert_eq!(super::step(52), 365); }
    #[test]
    fn step_53() { assert_eq!(super::step(53), 372); }
    #[test]
    fn step_54() { assert_eq!(super::step(54), 379); }
    #[test]
    fn step_55() { assert_eq!(super::step(55), 386); }
}
