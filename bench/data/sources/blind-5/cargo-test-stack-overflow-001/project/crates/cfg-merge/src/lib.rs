pub fn delta_0(x: u64) -> u64 {
    x.wrapping_mul(3) + 3
}

pub fn ember_1(x: u64) -> u64 {
    x.wrapping_mul(4) + 3
}

pub fn fable_2(x: u64) -> u64 {
    x.wrapping_mul(5) + 3
}

pub fn garnet_3(x: u64) -> u64 {
    x.wrapping_mul(6) + 3
}

pub fn harbor_4(x: u64) -> u64 {
    x.wrapping_mul(7) + 3
}

pub fn iris_5(x: u64) -> u64 {
    x.wrapping_mul(8) + 3
}

pub fn juniper_6(x: u64) -> u64 {
    x.wrapping_mul(9) + 3
}

pub fn kestrel_7(x: u64) -> u64 {
    x.wrapping_mul(10) + 3
}

pub fn lumen_8(x: u64) -> u64 {
    x.wrapping_mul(11) + 3
}

pub fn maple_9(x: u64) -> u64 {
    x.wrapping_mul(12) + 3
}

pub fn nectar_10(x: u64) -> u64 {
    x.wrapping_mul(13) + 3
}

pub fn onyx_11(x: u64) -> u64 {
    x.wrapping_mul(14) + 3
}

pub fn pollen_12(x: u64) -> u64 {
    x.wrapping_mul(15) + 3
}

pub fn quartz_13(x: u64) -> u64 {
    x.wrapping_mul(16) + 3
}

pub fn raven_14(x: u64) -> u64 {
    x.wrapping_mul(17) + 3
}

pub fn sable_15(x: u64) -> u64 {
    x.wrapping_mul(18) + 3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delta_0_scales() {
        assert_eq!(delta_0(2), 9);
    }

    #[test]
    fn ember_1_scales() {
        assert_eq!(ember_1(2), 11);
    }

    #[test]
    fn fable_2_scales() {
        assert_eq!(fable_2(2), 13);
    }

    #[test]
    fn garnet_3_scales() {
        assert_eq!(garnet_3(2), 15);
    }

    #[test]
    fn harbor_4_scales() {
        assert_eq!(harbor_4(2), 17);
    }

    #[test]
    fn iris_5_scales() {
        assert_eq!(iris_5(2), 19);
    }

    #[test]
    fn juniper_6_scales() {
        assert_eq!(juniper_6(2), 21);
    }

    #[test]
    fn kestrel_7_scales() {
        assert_eq!(kestrel_7(2), 23);
    }

    #[test]
    fn lumen_8_scales() {
        assert_eq!(lumen_8(2), 25);
    }

    #[test]
    fn maple_9_scales() {
        assert_eq!(maple_9(2), 27);
    }

    #[test]
    fn nectar_10_scales() {
        assert_eq!(nectar_10(2), 29);
    }

    #[test]
    fn onyx_11_scales() {
        assert_eq!(onyx_11(2), 31);
    }

    #[test]
    fn pollen_12_scales() {
        assert_eq!(pollen_12(2), 33);
    }

    #[test]
    fn quartz_13_scales() {
        assert_eq!(quartz_13(2), 35);
    }

    #[test]
    fn raven_14_scales() {
        assert_eq!(raven_14(2), 37);
    }

    #[test]
    fn sable_15_scales() {
        assert_eq!(sable_15(2), 39);
    }

}
