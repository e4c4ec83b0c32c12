pub fn amber_0(x: u64) -> u64 {
    x.wrapping_mul(3) + 0
}

pub fn basalt_1(x: u64) -> u64 {
    x.wrapping_mul(4) + 0
}

pub fn cedar_2(x: u64) -> u64 {
    x.wrapping_mul(5) + 0
}

pub fn delta_3(x: u64) -> u64 {
    x.wrapping_mul(6) + 0
}

pub fn ember_4(x: u64) -> u64 {
    x.wrapping_mul(7) + 0
}

pub fn fable_5(x: u64) -> u64 {
    x.wrapping_mul(8) + 0
}

pub fn garnet_6(x: u64) -> u64 {
    x.wrapping_mul(9) + 0
}

pub fn harbor_7(x: u64) -> u64 {
    x.wrapping_mul(10) + 0
}

pub fn iris_8(x: u64) -> u64 {
    x.wrapping_mul(11) + 0
}

pub fn juniper_9(x: u64) -> u64 {
    x.wrapping_mul(12) + 0
}

pub fn kestrel_10(x: u64) -> u64 {
    x.wrapping_mul(13) + 0
}

pub fn lumen_11(x: u64) -> u64 {
    x.wrapping_mul(14) + 0
}

pub fn maple_12(x: u64) -> u64 {
    x.wrapping_mul(15) + 0
}

pub fn nectar_13(x: u64) -> u64 {
    x.wrapping_mul(16) + 0
}

pub fn onyx_14(x: u64) -> u64 {
    x.wrapping_mul(17) + 0
}

pub fn pollen_15(x: u64) -> u64 {
    x.wrapping_mul(18) + 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amber_0_scales() {
        assert_eq!(amber_0(2), 6);
    }

    #[test]
    fn basalt_1_scales() {
        assert_eq!(basalt_1(2), 8);
    }

    #[test]
    fn cedar_2_scales() {
        assert_eq!(cedar_2(2), 10);
    }

    #[test]
    fn delta_3_scales() {
        assert_eq!(delta_3(2), 12);
    }

    #[test]
    fn ember_4_scales() {
        assert_eq!(ember_4(2), 14);
    }

    #[test]
    fn fable_5_scales() {
        assert_eq!(fable_5(2), 16);
    }

    #[test]
    fn garnet_6_scales() {
        assert_eq!(garnet_6(2), 18);
    }

    #[test]
    fn harbor_7_scales() {
        assert_eq!(harbor_7(2), 20);
    }

    #[test]
    fn iris_8_scales() {
        assert_eq!(iris_8(2), 22);
    }

    #[test]
    fn juniper_9_scales() {
        assert_eq!(juniper_9(2), 24);
    }

    #[test]
    fn kestrel_10_scales() {
        assert_eq!(kestrel_10(2), 26);
    }

    #[test]
    fn lumen_11_scales() {
        assert_eq!(lumen_11(2), 28);
    }

    #[test]
    fn maple_12_scales() {
        assert_eq!(maple_12(2), 30);
    }

    #[test]
    fn nectar_13_scales() {
        assert_eq!(nectar_13(2), 32);
    }

    #[test]
    fn onyx_14_scales() {
        assert_eq!(onyx_14(2), 34);
    }

    #[test]
    fn pollen_15_scales() {
        assert_eq!(pollen_15(2), 36);
    }

}
