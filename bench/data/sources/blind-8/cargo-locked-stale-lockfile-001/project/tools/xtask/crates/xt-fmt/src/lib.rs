//! xt-fmt: part of the release tooling.

/// One step of the xt_fmt pipeline.
pub fn step(x: u64) -> u64 {
    x * 5 + 1
}

#[cfg(test)]
mod tests {
    #[test]
    fn step_0() { assert_eq!(super::step(0), 1); }
    #[test]
    fn step_1() { assert_eq!(super::step(1), 6); }
    #[test]
    fn step_2() { assert_eq!(super::step(2), 11); }
    #[test]
    fn step_3() { assert_eq!(super::step(3), 16); }
    #[test]
    fn step_4() { assert_eq!(super::step(4), 21); }
    #[test]
    fn step_5() { assert_eq!(super::step(5), 26); }
    #[test]
    fn step_6() { assert_eq!(super::step(6), 31); }
    #[test]
    fn step_7() { assert_eq!(super::step(7), 36); }
    #[test]
    fn step_8() { assert_eq!(super::step(8), 41); }
    #[test]
    fn step_9() { assert_eq!(super::step(9), 46); }
    #[test]
    fn step_10() { assert_eq!(super::step(10), 51); }
    #[test]
    fn step_11() { assert_eq!(super::step(11), 56); }
    #[test]
    fn step_12() { assert_eq!(super::step(12), 61); }
    #[test]
    fn step_13() { assert_eq!(super::step(13), 66); }
    #[test]
    fn step_14() { assert_eq!(super::step(14), 71); }
    #[test]
    fn step_15() { assert_eq!(super::step(15), 76); }
    #[test]
    fn step_16() { assert_eq!(super::step(16), 81); }
    #[test]
    fn step_17() { assert_eq!(super::step(17), 86); }
    #[test]
    fn step_18() { assert_eq!(super::step(18), 91); }
    #[test]
    fn step_19() { assert_eq!(super::step(19), 96); }
    #[test]
    fn step_20() { assert_eq!(super::step(20), 101); }
    #[test]
    fn step_21() { assert_eq!(super::step(21), 106); }
    #[test]
    fn step_22() { assert_eq!(super::step(22), 111); }
    #[test]
    fn step_23() { assert_eq!(super::step(23), 116); }
    #[test]
    fn step_24() { assert_eq!(super::step(24), 121); }
    #[test]
    fn step_25() { assert_eq!(super::step(25), 126); }
    #[test]
    fn step_26() { assert_eq!(super::step(26), 131); }
    #[test]
    fn step_27() { assert_eq!(super::step(27), 136); }
    #[test]
    fn step_28() { assert_eq!(super::step(28), 141); }
    #[test]
    fn step_29() { assert_eq!(super::step(29), 146); }
    #[test]
    fn step_30() { assert_eq!(super::step(30), 151); }
    #[test]
    fn step_31() { assert_eq!(super::step(31), 156); }
    #[test]
    fn step_32() { assert_eq!(super::step(32), 161); }
    #[test]
    fn step_33() { assert_eq!(super::step(33), 166); }
    #[test]
    fn step_34() { assert_eq!(super::step(34), 171); }
    #[test]
    fn step_35() { assert_eq!(super::step(35), 176); }
    #[test]
    fn step_36() { assert_eq!(super::step(36), 181); }
    #[test]
    fn step_37() { assert_eq!(super::step(37), 186); }
    #[test]
    fn step_38() { assert_eq!(super::step(38), 191); }
    #[test]
    fn step_39() { assert_eq!(super::step(39), 196); }
    #[test]
    fn step_40() { assert_eq!(super::step(40), 201); }
    #[test]
    fn step_41() { assert_eq!(super::step(41), 206); }
    #[test]
    fn step_42() { assert_eq!(super::step(42), 211); }
    #[test]
    fn step_43() { assert_eq!(super::step(43), 216); }
    #[test]
    fn step_44() { assert_eq!(super::step(44), 221); }
    #[test]
    fn step_45() { assert_eq!(super::step(45), 226); }
    #[test]
    fn step_46() { assert_eq!(super::step(46), 231); }
    #[test]
    fn step_47() { assert_eq!(super::step(47), 236); }
    #[test]
    fn step_48() { assert_eq!(super::step(48), 241); }
    #[test]
    fn step_49() { assert_eq!(super::step(49), 246); }
    #[test]
    fn step_50() { assert_eq!(super::step(50), 251); }
    #[test]
    fn step_51() { assert_eq!(super::step(51), 256); }
    #[test]
    fn step_52() { assert_eq!(super::step(52), 261); }
    #[test]
    fn step_53() { assert_eq!(super::step(53), 266); }
    #[test]
    fn step_54() { assert_eq!(super::step(54), 271); }
    #[test]
    fn step_55() { assert_eq!(super::step(55), 276); }
}
