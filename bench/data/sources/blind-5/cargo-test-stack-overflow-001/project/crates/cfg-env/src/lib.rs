pub fn cedar_0(x: u64) -> u64 {
    x.wrapping_mul(3) + 2
}

pub fn delta_1(x: u64) -> u64 {
    x.wrapping_mul(4) + 2
}

pub fn ember_2(x: u64) -> u64 {
    x.wrapping_mul(5) + 2
}

pub fn fable_3(x: u64) -> u64 {
    x.wrapping_mul(6) + 2
}

pub fn garnet_4(x: u64) -> u64 {
    x.wrapping_mul(7) + 2
}

pub fn harbor_5(x: u64) -> u64 {
    x.wrapping_mul(8) + 2
}

pub fn iris_6(x: u64) -> u64 {
    x.wrapping_mul(9) + 2
}

pub fn juniper_7(x: u64) -> u64 {
    x.wrapping_mul(10) + 2
}

pub fn kestrel_8(x: u64) -> u64 {
    x.wrapping_mul(11) + 2
}

pub fn lumen_9(x: u64) -> u64 {
    x.wrapping_mul(12) + 2
}

pub fn maple_10(x: u64) -> u64 {
    x.wrapping_mul(13) + 2
}

pub fn nectar_11(x: u64) -> u64 {
    x.wrapping_mul(14) + 2
}

pub fn onyx_12(x: u64) -> u64 {
    x.wrapping_mul(15) + 2
}

pub fn pollen_13(x: u64) -> u64 {
    x.wrapping_mul(16) + 2
}

pub fn quartz_14(x: u64) -> u64 {
    x.wrapping_mul(17) + 2
}

pub fn raven_15(x: u64) -> u64 {
    x.wrapping_mul(18) + 2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cedar_0_scales() {
        assert_eq!(cedar_0(2), 8);
    }

    #[test]
    fn delta_1_scales() {
        assert_eq!(delta_1(2), 10);
    }

    #[test]
    fn ember_2_scales() {
        assert_eq!(ember_2(2), 12);
    }

    #[test]
    fn fable_3_scales() {
        assert_eq!(fable_3(2), 14);
    }

    #[test]
    fn garnet_4_scales() {
        assert_eq!(garnet_4(2), 16);
    }

    #[test]
    fn harbor_5_scales() {
        assert_eq!(harbor_5(2), 18);
    }

    #[test]
    fn iris_6_scales() {
        assert_eq!(iris_6(2), 20);
    }

    #[test]
    fn juniper_7_scales() {
        assert_eq!(juniper_7(2), 22);
    }

    #[test]
    fn kestrel_8_scales() {
        assert_eq!(kestrel_8(2), 24);
    }

    #[test]
    fn lumen_9_scales() {
        assert_eq!(lumen_9(2), 26);
    }

    #[test]
    fn maple_10_scales() {
        assert_eq!(maple_10(2), 28);
    }

    #[test]
    fn nectar_11_scales() {
        assert_eq!(nectar_11(2), 30);
    }

    #[test]
    fn onyx_12_scales() {
        assert_eq!(onyx_12(2), 32);
    }

    #[test]
    fn pollen_13_scales() {
        assert_eq!(pollen_13(2), 34);
    }

    #[test]
    fn quartz_14_scales() {
        assert_eq!(quartz_14(2), 36);
    }

    #[test]
    fn raven_15_scales() {
        assert_eq!(raven_15(2), 38);
    }

}
