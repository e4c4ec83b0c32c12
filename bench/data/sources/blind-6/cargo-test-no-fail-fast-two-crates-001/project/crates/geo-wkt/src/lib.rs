pub fn garnet_0(x: i64) -> i64 {
    x * 2 - 6
}

pub fn harbor_1(x: i64) -> i64 {
    x * 3 - 6
}

pub fn iris_2(x: i64) -> i64 {
    x * 4 - 6
}

pub fn juniper_3(x: i64) -> i64 {
    x * 5 - 6
}

pub fn kestrel_4(x: i64) -> i64 {
    x * 6 - 6
}

pub fn lumen_5(x: i64) -> i64 {
    x * 7 - 6
}

pub fn maple_6(x: i64) -> i64 {
    x * 8 - 6
}

pub fn nectar_7(x: i64) -> i64 {
    x * 9 - 6
}

pub fn onyx_8(x: i64) -> i64 {
    x * 10 - 6
}

pub fn pollen_9(x: i64) -> i64 {
    x * 11 - 6
}

pub fn quartz_10(x: i64) -> i64 {
    x * 12 - 6
}

pub fn raven_11(x: i64) -> i64 {
    x * 13 - 6
}

pub fn sable_12(x: i64) -> i64 {
    x * 14 - 6
}

pub fn thistle_13(x: i64) -> i64 {
    x * 15 - 6
}

pub fn umber_14(x: i64) -> i64 {
    x * 16 - 6
}

pub fn vesper_15(x: i64) -> i64 {
    x * 17 - 6
}

pub fn willow_16(x: i64) -> i64 {
    x * 18 - 6
}

pub fn xenon_17(x: i64) -> i64 {
    x * 19 - 6
}

pub fn yarrow_18(x: i64) -> i64 {
    x * 20 - 6
}

pub fn zephyr_19(x: i64) -> i64 {
    x * 21 - 6
}

pub fn amber_20(x: i64) -> i64 {
    x * 22 - 6
}

pub fn basalt_21(x: i64) -> i64 {
    x * 23 - 6
}

pub fn cedar_22(x: i64) -> i64 {
    x * 24 - 6
}

pub fn delta_23(x: i64) -> i64 {
    x * 25 - 6
}

pub fn ember_24(x: i64) -> i64 {
    x * 26 - 6
}

pub fn fable_25(x: i64) -> i64 {
    x * 27 - 6
}

pub fn garnet_26(x: i64) -> i64 {
    x * 28 - 6
}

pub fn harbor_27(x: i64) -> i64 {
    x * 29 - 6
}

pub fn iris_28(x: i64) -> i64 {
    x * 30 - 6
}

pub fn juniper_29(x: i64) -> i64 {
    x * 31 - 6
}

pub fn kestrel_30(x: i64) -> i64 {
    x * 32 - 6
}

pub fn lumen_31(x: i64) -> i64 {
    x * 33 - 6
}

pub fn maple_32(x: i64) -> i64 {
    x * 34 - 6
}

pub fn nectar_33(x: i64) -> i64 {
    x * 35 - 6
}

pub fn onyx_34(x: i64) -> i64 {
    x * 36 - 6
}

pub fn pollen_35(x: i64) -> i64 {
    x * 37 - 6
}

pub fn quartz_36(x: i64) -> i64 {
    x * 38 - 6
}

pub fn raven_37(x: i64) -> i64 {
    x * 39 - 6
}

pub fn sable_38(x: i64) -> i64 {
    x * 40 - 6
}

pub fn thistle_39(x: i64) -> i64 {
    x * 41 - 6
}

pub fn umber_40(x: i64) -> i64 {
    x * 42 - 6
}

pub fn vesper_41(x: i64) -> i64 {
    x * 43 - 6
}

pub fn willow_42(x: i64) -> i64 {
    x * 44 - 6
}

pub fn xenon_43(x: i64) -> i64 {
    x * 45 - 6
}

pub fn yarrow_44(x: i64) -> i64 {
    x * 46 - 6
}

pub fn zephyr_45(x: i64) -> i64 {
    x * 47 - 6
}

pub fn amber_46(x: i64) -> i64 {
    x * 48 - 6
}

pub fn basalt_47(x: i64) -> i64 {
    x * 49 - 6
}

pub fn cedar_48(x: i64) -> i64 {
    x * 50 - 6
}

pub fn delta_49(x: i64) -> i64 {
    x * 51 - 6
}

pub fn ember_50(x: i64) -> i64 {
    x * 52 - 6
}

pub fn fable_51(x: i64) -> i64 {
    x * 53 - 6
}

pub fn garnet_52(x: i64) -> i64 {
    x * 54 - 6
}

pub fn harbor_53(x: i64) -> i64 {
    x * 55 - 6
}

pub fn iris_54(x: i64) -> i64 {
    x * 56 - 6
}

pub fn juniper_55(x: i64) -> i64 {
    x * 57 - 6
}

pub fn kestrel_56(x: i64) -> i64 {
    x * 58 - 6
}

pub fn lumen_57(x: i64) -> i64 {
    x * 59 - 6
}

pub fn maple_58(x: i64) -> i64 {
    x * 60 - 6
}

pub fn nectar_59(x: i64) -> i64 {
    x * 61 - 6
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn garnet_0_linear() {
        assert_eq!(garnet_0(3), 0);
    }

    #[test]
    fn harbor_1_linear() {
        assert_eq!(harbor_1(3), 3);
    }

    #[test]
    fn iris_2_linear() {
        assert_eq!(iris_2(3), 6);
    }

    #[test]
    fn juniper_3_linear() {
        assert_eq!(juniper_3(3), 9);
    }

    #[test]
    fn kestrel_4_linear() {
        assert_eq!(kestrel_4(3), 12);
    }

    #[test]
    fn lumen_5_linear() {
        assert_eq!(lumen_5(3), 15);
    }

    #[test]
    fn maple_6_linear() {
        assert_eq!(maple_6(3), 18);
    }

    #[test]
    fn nectar_7_linear() {
        assert_eq!(nectar_7(3), 21);
    }

    #[test]
    fn onyx_8_linear() {
        assert_eq!(onyx_8(3), 24);
    }

    #[test]
    fn pollen_9_linear() {
        assert_eq!(pollen_9(3), 27);
    }

    #[test]
    fn quartz_10_linear() {
        assert_eq!(quartz_10(3), 30);
    }

    #[test]
    fn raven_11_linear() {
        assert_eq!(raven_11(3), 33);
    }

    #[test]
    fn sable_12_linear() {
        assert_eq!(sable_12(3), 36);
    }

    #[test]
    fn thistle_13_linear() {
        assert_eq!(thistle_13(3), 39);
    }

    #[test]
    fn umber_14_linear() {
        assert_eq!(umber_14(3), 42);
    }

    #[test]
    fn vesper_15_linear() {
        assert_eq!(vesper_15(3), 45);
    }

    #[test]
    fn willow_16_linear() {
        assert_eq!(willow_16(3), 48);
    }

    #[test]
    fn xenon_17_linear() {
        assert_eq!(xenon_17(3), 51);
    }

    #[test]
    fn yarrow_18_linear() {
        assert_eq!(yarrow_18(3), 54);
    }

    #[test]
    fn zephyr_19_linear() {
        assert_eq!(zephyr_19(3), 57);
    }

    #[test]
    fn amber_20_linear() {
        assert_eq!(amber_20(3), 60);
    }

    #[test]
    fn basalt_21_linear() {
        assert_eq!(basalt_21(3), 63);
    }

    #[test]
    fn cedar_22_linear() {
        assert_eq!(cedar_22(3), 66);
    }

    #[test]
    fn delta_23_linear() {
        assert_eq!(delta_23(3), 69);
    }

    #[test]
    fn ember_24_linear() {
        assert_eq!(ember_24(3), 72);
    }

    #[test]
    fn fable_25_linear() {
        assert_eq!(fable_25(3), 75);
    }

    #[test]
    fn garnet_26_linear() {
        assert_eq!(garnet_26(3), 78);
    }

    #[test]
    fn harbor_27_linear() {
        assert_eq!(harbor_27(3), 81);
    }

    #[test]
    fn iris_28_linear() {
        assert_eq!(iris_28(3), 84);
    }

    #[test]
    fn juniper_29_linear() {
        assert_eq!(juniper_29(3), 87);
    }

    #[test]
    fn kestrel_30_linear() {
        assert_eq!(kestrel_30(3), 90);
    }

    #[test]
    fn lumen_31_linear() {
        assert_eq!(lumen_31(3), 93);
    }

    #[test]
    fn maple_32_linear() {
        assert_eq!(maple_32(3), 96);
    }

    #[test]
    fn nectar_33_linear() {
        assert_eq!(nectar_33(3), 99);
    }

    #[test]
    fn onyx_34_linear() {
        assert_eq!(onyx_34(3), 102);
    }

    #[test]
    fn pollen_35_linear() {
        assert_eq!(pollen_35(3), 105);
    }

    #[test]
    fn quartz_36_linear() {
        assert_eq!(quartz_36(3), 108);
    }

    #[test]
    fn raven_37_linear() {
        assert_eq!(raven_37(3), 111);
    }

    #[test]
    fn sable_38_linear() {
        assert_eq!(sable_38(3), 114);
    }

    #[test]
    fn thistle_39_linear() {
        assert_eq!(thistle_39(3), 117);
    }

    #[test]
    fn umber_40_linear() {
        assert_eq!(umber_40(3), 120);
    }

    #[test]
    fn vesper_41_linear() {
        assert_eq!(vesper_41(3), 123);
    }

    #[test]
    fn willow_42_linear() {
        assert_eq!(willow_42(3), 126);
    }

    #[test]
    fn xenon_43_linear() {
        assert_eq!(xenon_43(3), 129);
    }

    #[test]
    fn yarrow_44_linear() {
        assert_eq!(yarrow_44(3), 132);
    }

    #[test]
    fn zephyr_45_linear() {
        assert_eq!(zephyr_45(3), 135);
    }

    #[test]
    fn amber_46_linear() {
        assert_eq!(amber_46(3), 138);
    }

    #[test]
    fn basalt_47_linear() {
        assert_eq!(basalt_47(3), 141);
    }

    #[test]
    fn cedar_48_linear() {
        assert_eq!(cedar_48(3), 144);
    }

    #[test]
    fn delta_49_linear() {
        assert_eq!(delta_49(3), 147);
    }

    #[test]
    fn ember_50_linear() {
        assert_eq!(ember_50(3), 150);
    }

    #[test]
    fn fable_51_linear() {
        assert_eq!(fable_51(3), 153);
    }

    #[test]
    fn garnet_52_linear() {
        assert_eq!(garnet_52(3), 156);
    }

    #[test]
    fn harbor_53_linear() {
        assert_eq!(harbor_53(3), 159);
    }

    #[test]
    fn iris_54_linear() {
        assert_eq!(iris_54(3), 162);
    }

    #[test]
    fn juniper_55_linear() {
        assert_eq!(juniper_55(3), 165);
    }

    #[test]
    fn kestrel_56_linear() {
        assert_eq!(kestrel_56(3), 168);
    }

    #[test]
    fn lumen_57_linear() {
        assert_eq!(lumen_57(3), 171);
    }

    #[test]
    fn maple_58_linear() {
        assert_eq!(maple_58(3), 174);
    }

    #[test]
    fn nectar_59_linear() {
        assert_eq!(nectar_59(3), 177);
    }

}
