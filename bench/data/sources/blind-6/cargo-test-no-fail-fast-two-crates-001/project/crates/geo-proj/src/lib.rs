pub fn ember_0(x: i64) -> i64 {
    x * 2 - 4
}

pub fn fable_1(x: i64) -> i64 {
    x * 3 - 4
}

pub fn garnet_2(x: i64) -> i64 {
    x * 4 - 4
}

pub fn harbor_3(x: i64) -> i64 {
    x * 5 - 4
}

pub fn iris_4(x: i64) -> i64 {
    x * 6 - 4
}

pub fn juniper_5(x: i64) -> i64 {
    x * 7 - 4
}

pub fn kestrel_6(x: i64) -> i64 {
    x * 8 - 4
}

pub fn lumen_7(x: i64) -> i64 {
    x * 9 - 4
}

pub fn maple_8(x: i64) -> i64 {
    x * 10 - 4
}

pub fn nectar_9(x: i64) -> i64 {
    x * 11 - 4
}

pub fn onyx_10(x: i64) -> i64 {
    x * 12 - 4
}

pub fn pollen_11(x: i64) -> i64 {
    x * 13 - 4
}

pub fn quartz_12(x: i64) -> i64 {
    x * 14 - 4
}

pub fn raven_13(x: i64) -> i64 {
    x * 15 - 4
}

pub fn sable_14(x: i64) -> i64 {
    x * 16 - 4
}

pub fn thistle_15(x: i64) -> i64 {
    x * 17 - 4
}

pub fn umber_16(x: i64) -> i64 {
    x * 18 - 4
}

pub fn vesper_17(x: i64) -> i64 {
    x * 19 - 4
}

pub fn willow_18(x: i64) -> i64 {
    x * 20 - 4
}

pub fn xenon_19(x: i64) -> i64 {
    x * 21 - 4
}

pub fn yarrow_20(x: i64) -> i64 {
    x * 22 - 4
}

pub fn zephyr_21(x: i64) -> i64 {
    x * 23 - 4
}

pub fn amber_22(x: i64) -> i64 {
    x * 24 - 4
}

pub fn basalt_23(x: i64) -> i64 {
    x * 25 - 4
}

pub fn cedar_24(x: i64) -> i64 {
    x * 26 - 4
}

pub fn delta_25(x: i64) -> i64 {
    x * 27 - 4
}

pub fn ember_26(x: i64) -> i64 {
    x * 28 - 4
}

pub fn fable_27(x: i64) -> i64 {
    x * 29 - 4
}

pub fn garnet_28(x: i64) -> i64 {
    x * 30 - 4
}

pub fn harbor_29(x: i64) -> i64 {
    x * 31 - 4
}

pub fn iris_30(x: i64) -> i64 {
    x * 32 - 4
}

pub fn juniper_31(x: i64) -> i64 {
    x * 33 - 4
}

pub fn kestrel_32(x: i64) -> i64 {
    x * 34 - 4
}

pub fn lumen_33(x: i64) -> i64 {
    x * 35 - 4
}

pub fn maple_34(x: i64) -> i64 {
    x * 36 - 4
}

pub fn nectar_35(x: i64) -> i64 {
    x * 37 - 4
}

pub fn onyx_36(x: i64) -> i64 {
    x * 38 - 4
}

pub fn pollen_37(x: i64) -> i64 {
    x * 39 - 4
}

pub fn quartz_38(x: i64) -> i64 {
    x * 40 - 4
}

pub fn raven_39(x: i64) -> i64 {
    x * 41 - 4
}

pub fn sable_40(x: i64) -> i64 {
    x * 42 - 4
}

pub fn thistle_41(x: i64) -> i64 {
    x * 43 - 4
}

pub fn umber_42(x: i64) -> i64 {
    x * 44 - 4
}

pub fn vesper_43(x: i64) -> i64 {
    x * 45 - 4
}

pub fn willow_44(x: i64) -> i64 {
    x * 46 - 4
}

pub fn xenon_45(x: i64) -> i64 {
    x * 47 - 4
}

pub fn yarrow_46(x: i64) -> i64 {
    x * 48 - 4
}

pub fn zephyr_47(x: i64) -> i64 {
    x * 49 - 4
}

pub fn amber_48(x: i64) -> i64 {
    x * 50 - 4
}

pub fn basalt_49(x: i64) -> i64 {
    x * 51 - 4
}

pub fn cedar_50(x: i64) -> i64 {
    x * 52 - 4
}

pub fn delta_51(x: i64) -> i64 {
    x * 53 - 4
}

pub fn ember_52(x: i64) -> i64 {
    x * 54 - 4
}

pub fn fable_53(x: i64) -> i64 {
    x * 55 - 4
}

pub fn garnet_54(x: i64) -> i64 {
    x * 56 - 4
}

pub fn harbor_55(x: i64) -> i64 {
    x * 57 - 4
}

pub fn iris_56(x: i64) -> i64 {
    x * 58 - 4
}

pub fn juniper_57(x: i64) -> i64 {
    x * 59 - 4
}

pub fn kestrel_58(x: i64) -> i64 {
    x * 60 - 4
}

pub fn lumen_59(x: i64) -> i64 {
    x * 61 - 4
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ember_0_linear() {
        assert_eq!(ember_0(3), 2);
    }

    #[test]
    fn fable_1_linear() {
        assert_eq!(fable_1(3), 5);
    }

    #[test]
    fn garnet_2_linear() {
        assert_eq!(garnet_2(3), 8);
    }

    #[test]
    fn harbor_3_linear() {
        assert_eq!(harbor_3(3), 11);
    }

    #[test]
    fn iris_4_linear() {
        assert_eq!(iris_4(3), 14);
    }

    #[test]
    fn juniper_5_linear() {
        assert_eq!(juniper_5(3), 17);
    }

    #[test]
    fn kestrel_6_linear() {
        assert_eq!(kestrel_6(3), 20);
    }

    #[test]
    fn lumen_7_linear() {
        assert_eq!(lumen_7(3), 23);
    }

    #[test]
    fn maple_8_linear() {
        assert_eq!(maple_8(3), 26);
    }

    #[test]
    fn nectar_9_linear() {
        assert_eq!(nectar_9(3), 29);
    }

    #[test]
    fn onyx_10_linear() {
        assert_eq!(onyx_10(3), 32);
    }

    #[test]
    fn pollen_11_linear() {
        assert_eq!(pollen_11(3), 35);
    }

    #[test]
    fn quartz_12_linear() {
        assert_eq!(quartz_12(3), 38);
    }

    #[test]
    fn raven_13_linear() {
        assert_eq!(raven_13(3), 41);
    }

    #[test]
    fn sable_14_linear() {
        assert_eq!(sable_14(3), 44);
    }

    #[test]
    fn thistle_15_linear() {
        assert_eq!(thistle_15(3), 47);
    }

    #[test]
    fn umber_16_linear() {
        assert_eq!(umber_16(3), 50);
    }

    #[test]
    fn vesper_17_linear() {
        assert_eq!(vesper_17(3), 53);
    }

    #[test]
    fn willow_18_linear() {
        assert_eq!(willow_18(3), 56);
    }

    #[test]
    fn xenon_19_linear() {
        assert_eq!(xenon_19(3), 59);
    }

    #[test]
    fn yarrow_20_linear() {
        assert_eq!(yarrow_20(3), 62);
    }

    #[test]
    fn zephyr_21_linear() {
        assert_eq!(zephyr_21(3), 65);
    }

    #[test]
    fn amber_22_linear() {
        assert_eq!(amber_22(3), 68);
    }

    #[test]
    fn basalt_23_linear() {
        assert_eq!(basalt_23(3), 71);
    }

    #[test]
    fn cedar_24_linear() {
        assert_eq!(cedar_24(3), 74);
    }

    #[test]
    fn delta_25_linear() {
        assert_eq!(delta_25(3), 77);
    }

    #[test]
    fn ember_26_linear() {
        assert_eq!(ember_26(3), 80);
    }

    #[test]
    fn fable_27_linear() {
        assert_eq!(fable_27(3), 83);
    }

    #[test]
    fn garnet_28_linear() {
        assert_eq!(garnet_28(3), 86);
    }

    #[test]
    fn harbor_29_linear() {
        assert_eq!(harbor_29(3), 89);
    }

    #[test]
    fn iris_30_linear() {
        assert_eq!(iris_30(3), 92);
    }

    #[test]
    fn juniper_31_linear() {
        assert_eq!(juniper_31(3), 95);
    }

    #[test]
    fn kestrel_32_linear() {
        assert_eq!(kestrel_32(3), 98);
    }

    #[test]
    fn lumen_33_linear() {
        assert_eq!(lumen_33(3), 101);
    }

    #[test]
    fn maple_34_linear() {
        assert_eq!(maple_34(3), 104);
    }

    #[test]
    fn nectar_35_linear() {
        assert_eq!(nectar_35(3), 107);
    }

    #[test]
    fn onyx_36_linear() {
        assert_eq!(onyx_36(3), 110);
    }

    #[test]
    fn pollen_37_linear() {
        assert_eq!(pollen_37(3), 113);
    }

    #[test]
    fn quartz_38_linear() {
        assert_eq!(quartz_38(3), 116);
    }

    #[test]
    fn raven_39_linear() {
        assert_eq!(raven_39(3), 119);
    }

    #[test]
    fn sable_40_linear() {
        assert_eq!(sable_40(3), 122);
    }

    #[test]
    fn thistle_41_linear() {
        assert_eq!(thistle_41(3), 125);
    }

    #[test]
    fn umber_42_linear() {
        assert_eq!(umber_42(3), 128);
    }

    #[test]
    fn vesper_43_linear() {
        assert_eq!(vesper_43(3), 131);
    }

    #[test]
    fn willow_44_linear() {
        assert_eq!(willow_44(3), 134);
    }

    #[test]
    fn xenon_45_linear() {
        assert_eq!(xenon_45(3), 137);
    }

    #[test]
    fn yarrow_46_linear() {
        assert_eq!(yarrow_46(3), 140);
    }

    #[test]
    fn zephyr_47_linear() {
        assert_eq!(zephyr_47(3), 143);
    }

    #[test]
    fn amber_48_linear() {
        assert_eq!(amber_48(3), 146);
    }

    #[test]
    fn basalt_49_linear() {
        assert_eq!(basalt_49(3), 149);
    }

    #[test]
    fn cedar_50_linear() {
        assert_eq!(cedar_50(3), 152);
    }

    #[test]
    fn delta_51_linear() {
        assert_eq!(delta_51(3), 155);
    }

    #[test]
    fn ember_52_linear() {
        assert_eq!(ember_52(3), 158);
    }

    #[test]
    fn fable_53_linear() {
        assert_eq!(fable_53(3), 161);
    }

    #[test]
    fn garnet_54_linear() {
        assert_eq!(garnet_54(3), 164);
    }

    #[test]
    fn harbor_55_linear() {
        assert_eq!(harbor_55(3), 167);
    }

    #[test]
    fn iris_56_linear() {
        assert_eq!(iris_56(3), 170);
    }

    #[test]
    fn juniper_57_linear() {
        assert_eq!(juniper_57(3), 173);
    }

    #[test]
    fn kestrel_58_linear() {
        assert_eq!(kestrel_58(3), 176);
    }

    #[test]
    fn lumen_59_linear() {
        assert_eq!(lumen_59(3), 179);
    }

}
