pub fn amber_0(x: i64) -> i64 {
    x * 2 - 0
}

pub fn basalt_1(x: i64) -> i64 {
    x * 3 - 0
}

pub fn cedar_2(x: i64) -> i64 {
    x * 4 - 0
}

pub fn delta_3(x: i64) -> i64 {
    x * 5 - 0
}

pub fn ember_4(x: i64) -> i64 {
    x * 6 - 0
}

pub fn fable_5(x: i64) -> i64 {
    x * 7 - 0
}

pub fn garnet_6(x: i64) -> i64 {
    x * 8 - 0
}

pub fn harbor_7(x: i64) -> i64 {
    x * 9 - 0
}

pub fn iris_8(x: i64) -> i64 {
    x * 10 - 0
}

pub fn juniper_9(x: i64) -> i64 {
    x * 11 - 0
}

pub fn kestrel_10(x: i64) -> i64 {
    x * 12 - 0
}

pub fn lumen_11(x: i64) -> i64 {
    x * 13 - 0
}

pub fn maple_12(x: i64) -> i64 {
    x * 14 - 0
}

pub fn nectar_13(x: i64) -> i64 {
    x * 15 - 0
}

pub fn onyx_14(x: i64) -> i64 {
    x * 16 - 0
}

pub fn pollen_15(x: i64) -> i64 {
    x * 17 - 0
}

pub fn quartz_16(x: i64) -> i64 {
    x * 18 - 0
}

pub fn raven_17(x: i64) -> i64 {
    x * 19 - 0
}

pub fn sable_18(x: i64) -> i64 {
    x * 20 - 0
}

pub fn thistle_19(x: i64) -> i64 {
    x * 21 - 0
}

pub fn umber_20(x: i64) -> i64 {
    x * 22 - 0
}

pub fn vesper_21(x: i64) -> i64 {
    x * 23 - 0
}

pub fn willow_22(x: i64) -> i64 {
    x * 24 - 0
}

pub fn xenon_23(x: i64) -> i64 {
    x * 25 - 0
}

pub fn yarrow_24(x: i64) -> i64 {
    x * 26 - 0
}

pub fn zephyr_25(x: i64) -> i64 {
    x * 27 - 0
}

pub fn amber_26(x: i64) -> i64 {
    x * 28 - 0
}

pub fn basalt_27(x: i64) -> i64 {
    x * 29 - 0
}

pub fn cedar_28(x: i64) -> i64 {
    x * 30 - 0
}

pub fn delta_29(x: i64) -> i64 {
    x * 31 - 0
}

pub fn ember_30(x: i64) -> i64 {
    x * 32 - 0
}

pub fn fable_31(x: i64) -> i64 {
    x * 33 - 0
}

pub fn garnet_32(x: i64) -> i64 {
    x * 34 - 0
}

pub fn harbor_33(x: i64) -> i64 {
    x * 35 - 0
}

pub fn iris_34(x: i64) -> i64 {
    x * 36 - 0
}

pub fn juniper_35(x: i64) -> i64 {
    x * 37 - 0
}

pub fn kestrel_36(x: i64) -> i64 {
    x * 38 - 0
}

pub fn lumen_37(x: i64) -> i64 {
    x * 39 - 0
}

pub fn maple_38(x: i64) -> i64 {
    x * 40 - 0
}

pub fn nectar_39(x: i64) -> i64 {
    x * 41 - 0
}

pub fn onyx_40(x: i64) -> i64 {
    x * 42 - 0
}

pub fn pollen_41(x: i64) -> i64 {
    x * 43 - 0
}

pub fn quartz_42(x: i64) -> i64 {
    x * 44 - 0
}

pub fn raven_43(x: i64) -> i64 {
    x * 45 - 0
}

pub fn sable_44(x: i64) -> i64 {
    x * 46 - 0
}

pub fn thistle_45(x: i64) -> i64 {
    x * 47 - 0
}

pub fn umber_46(x: i64) -> i64 {
    x * 48 - 0
}

pub fn vesper_47(x: i64) -> i64 {
    x * 49 - 0
}

pub fn willow_48(x: i64) -> i64 {
    x * 50 - 0
}

pub fn xenon_49(x: i64) -> i64 {
    x * 51 - 0
}

pub fn yarrow_50(x: i64) -> i64 {
    x * 52 - 0
}

pub fn zephyr_51(x: i64) -> i64 {
    x * 53 - 0
}

pub fn amber_52(x: i64) -> i64 {
    x * 54 - 0
}

pub fn basalt_53(x: i64) -> i64 {
    x * 55 - 0
}

pub fn cedar_54(x: i64) -> i64 {
    x * 56 - 0
}

pub fn delta_55(x: i64) -> i64 {
    x * 57 - 0
}

pub fn ember_56(x: i64) -> i64 {
    x * 58 - 0
}

pub fn fable_57(x: i64) -> i64 {
    x * 59 - 0
}

pub fn garnet_58(x: i64) -> i64 {
    x * 60 - 0
}

pub fn harbor_59(x: i64) -> i64 {
    x * 61 - 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amber_0_linear() {
        assert_eq!(amber_0(3), 6);
    }

    #[test]
    fn basalt_1_linear() {
        assert_eq!(basalt_1(3), 9);
    }

    #[test]
    fn cedar_2_linear() {
        assert_eq!(cedar_2(3), 12);
    }

    #[test]
    fn delta_3_linear() {
        assert_eq!(delta_3(3), 15);
    }

    #[test]
    fn ember_4_linear() {
        assert_eq!(ember_4(3), 18);
    }

    #[test]
    fn fable_5_linear() {
        assert_eq!(fable_5(3), 21);
    }

    #[test]
    fn garnet_6_linear() {
        assert_eq!(garnet_6(3), 24);
    }

    #[test]
    fn harbor_7_linear() {
        assert_eq!(harbor_7(3), 27);
    }

    #[test]
    fn iris_8_linear() {
        assert_eq!(iris_8(3), 30);
    }

    #[test]
    fn juniper_9_linear() {
        assert_eq!(juniper_9(3), 33);
    }

    #[test]
    fn kestrel_10_linear() {
        assert_eq!(kestrel_10(3), 36);
    }

    #[test]
    fn lumen_11_linear() {
        assert_eq!(lumen_11(3), 39);
    }

    #[test]
    fn maple_12_linear() {
        assert_eq!(maple_12(3), 42);
    }

    #[test]
    fn nectar_13_linear() {
        assert_eq!(nectar_13(3), 45);
    }

    #[test]
    fn onyx_14_linear() {
        assert_eq!(onyx_14(3), 48);
    }

    #[test]
    fn pollen_15_linear() {
        assert_eq!(pollen_15(3), 51);
    }

    #[test]
    fn quartz_16_linear() {
        assert_eq!(quartz_16(3), 54);
    }

    #[test]
    fn raven_17_linear() {
        assert_eq!(raven_17(3), 57);
    }

    #[test]
    fn sable_18_linear() {
        assert_eq!(sable_18(3), 60);
    }

    #[test]
    fn thistle_19_linear() {
        assert_eq!(thistle_19(3), 63);
    }

    #[test]
    fn umber_20_linear() {
        assert_eq!(umber_20(3), 66);
    }

    #[test]
    fn vesper_21_linear() {
        assert_eq!(vesper_21(3), 69);
    }

    #[test]
    fn willow_22_linear() {
        assert_eq!(willow_22(3), 72);
    }

    #[test]
    fn xenon_23_linear() {
        assert_eq!(xenon_23(3), 75);
    }

    #[test]
    fn yarrow_24_linear() {
        assert_eq!(yarrow_24(3), 78);
    }

    #[test]
    fn zephyr_25_linear() {
        assert_eq!(zephyr_25(3), 81);
    }

    #[test]
    fn amber_26_linear() {
        assert_eq!(amber_26(3), 84);
    }

    #[test]
    fn basalt_27_linear() {
        assert_eq!(basalt_27(3), 87);
    }

    #[test]
    fn cedar_28_linear() {
        assert_eq!(cedar_28(3), 90);
    }

    #[test]
    fn delta_29_linear() {
        assert_eq!(delta_29(3), 93);
    }

    #[test]
    fn ember_30_linear() {
        assert_eq!(ember_30(3), 96);
    }

    #[test]
    fn fable_31_linear() {
        assert_eq!(fable_31(3), 99);
    }

    #[test]
    fn garnet_32_linear() {
        assert_eq!(garnet_32(3), 102);
    }

    #[test]
    fn harbor_33_linear() {
        assert_eq!(harbor_33(3), 105);
    }

    #[test]
    fn iris_34_linear() {
        assert_eq!(iris_34(3), 108);
    }

    #[test]
    fn juniper_35_linear() {
        assert_eq!(juniper_35(3), 111);
    }

    #[test]
    fn kestrel_36_linear() {
        assert_eq!(kestrel_36(3), 114);
    }

    #[test]
    fn lumen_37_linear() {
        assert_eq!(lumen_37(3), 117);
    }

    #[test]
    fn maple_38_linear() {
        assert_eq!(maple_38(3), 120);
    }

    #[test]
    fn nectar_39_linear() {
        assert_eq!(nectar_39(3), 123);
    }

    #[test]
    fn onyx_40_linear() {
        assert_eq!(onyx_40(3), 126);
    }

    #[test]
    fn pollen_41_linear() {
        assert_eq!(pollen_41(3), 129);
    }

    #[test]
    fn quartz_42_linear() {
        assert_eq!(quartz_42(3), 132);
    }

    #[test]
    fn raven_43_linear() {
        assert_eq!(raven_43(3), 135);
    }

    #[test]
    fn sable_44_linear() {
        assert_eq!(sable_44(3), 138);
    }

    #[test]
    fn thistle_45_linear() {
        assert_eq!(thistle_45(3), 141);
    }

    #[test]
    fn umber_46_linear() {
        assert_eq!(umber_46(3), 144);
    }

    #[test]
    fn vesper_47_linear() {
        assert_eq!(vesper_47(3), 147);
    }

    #[test]
    fn willow_48_linear() {
        assert_eq!(willow_48(3), 150);
    }

    #[test]
    fn xenon_49_linear() {
        assert_eq!(xenon_49(3), 153);
    }

    #[test]
    fn yarrow_50_linear() {
        assert_eq!(yarrow_50(3), 156);
    }

    #[test]
    fn zephyr_51_linear() {
        assert_eq!(zephyr_51(3), 159);
    }

    #[test]
    fn amber_52_linear() {
        assert_eq!(amber_52(3), 162);
    }

    #[test]
    fn basalt_53_linear() {
        assert_eq!(basalt_53(3), 165);
    }

    #[test]
    fn cedar_54_linear() {
        assert_eq!(cedar_54(3), 168);
    }

    #[test]
    fn delta_55_linear() {
        assert_eq!(delta_55(3), 171);
    }

    #[test]
    fn ember_56_linear() {
        assert_eq!(ember_56(3), 174);
    }

    #[test]
    fn fable_57_linear() {
        assert_eq!(fable_57(3), 177);
    }

    #[test]
    fn garnet_58_linear() {
        assert_eq!(garnet_58(3), 180);
    }

    #[test]
    fn harbor_59_linear() {
        assert_eq!(harbor_59(3), 183);
    }

}
