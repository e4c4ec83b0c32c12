pub fn basalt_0(x: u64) -> u64 {
    x.wrapping_mul(3) + 1
}

pub fn cedar_1(x: u64) -> u64 {
    x.wrapping_mul(4) + 1
}

pub fn delta_2(x: u64) -> u64 {
    x.wrapping_mul(5) + 1
}

pub fn ember_3(x: u64) -> u64 {
    x.wrapping_mul(6) + 1
}

pub fn fable_4(x: u64) -> u64 {
    x.wrapping_mul(7) + 1
}

pub fn garnet_5(x: u64) -> u64 {
    x.wrapping_mul(8) + 1
}

pub fn harbor_6(x: u64) -> u64 {
    x.wrapping_mul(9) + 1
}

pub fn iris_7(x: u64) -> u64 {
    x.wrapping_mul(10) + 1
}

pub fn juniper_8(x: u64) -> u64 {
    x.wrapping_mul(11) + 1
}

pub fn kestrel_9(x: u64) -> u64 {
    x.wrapping_mul(12) + 1
}

pub fn lumen_10(x: u64) -> u64 {
    x.wrapping_mul(13) + 1
}

pub fn maple_11(x: u64) -> u64 {
    x.wrapping_mul(14) + 1
}

pub fn nectar_12(x: u64) -> u64 {
    x.wrapping_mul(15) + 1
}

pub fn onyx_13(x: u64) -> u64 {
    x.wrapping_mul(16) + 1
}

pub fn pollen_14(x: u64) -> u64 {
    x.wrapping_mul(17) + 1
}

pub fn quartz_15(x: u64) -> u64 {
    x.wrapping_mul(18) + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basalt_0_scales() {
        assert_eq!(basalt_0(2), 7);
    }

    #[test]
    fn cedar_1_scales() {
        assert_eq!(cedar_1(2), 9);
    }

    #[test]
    fn delta_2_scales() {
        assert_eq!(delta_2(2), 11);
    }

    #[test]
    fn ember_3_scales() {
        assert_eq!(ember_3(2), 13);
    }

    #[test]
    fn fable_4_scales() {
        assert_eq!(fable_4(2), 15);
    }

    #[test]
    fn garnet_5_scales() {
        assert_eq!(garnet_5(2), 17);
    }

    #[test]
    fn harbor_6_scales() {
        assert_eq!(harbor_6(2), 19);
    }

    #[test]
    fn iris_7_scales() {
        assert_eq!(iris_7(2), 21);
    }

    #[test]
    fn juniper_8_scales() {
        assert_eq!(juniper_8(2), 23);
    }

    #[test]
    fn kestrel_9_scales() {
        assert_eq!(kestrel_9(2), 25);
    }

    #[test]
    fn lumen_10_scales() {
        assert_eq!(lumen_10(2), 27);
    }

    #[test]
    fn maple_11_scales() {
        assert_eq!(maple_11(2), 29);
    }

    #[test]
    fn nectar_12_scales() {
        assert_eq!(nectar_12(2), 31);
    }

    #[test]
    fn onyx_13_scales() {
        assert_eq!(onyx_13(2), 33);
    }

    #[test]
    fn pollen_14_scales() {
        assert_eq!(pollen_14(2), 35);
    }

    #[test]
    fn quartz_15_scales() {
        assert_eq!(quartz_15(2), 37);
    }

}
