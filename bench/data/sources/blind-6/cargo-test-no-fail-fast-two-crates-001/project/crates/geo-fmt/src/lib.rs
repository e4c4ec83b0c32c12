pub fn cedar_0(x: i64) -> i64 {
    x * 2 - 2
}

pub fn delta_1(x: i64) -> i64 {
    x * 3 - 2
}

pub fn ember_2(x: i64) -> i64 {
    x * 4 - 2
}

pub fn fable_3(x: i64) -> i64 {
    x * 5 - 2
}

pub fn garnet_4(x: i64) -> i64 {
    x * 6 - 2
}

pub fn harbor_5(x: i64) -> i64 {
    x * 7 - 2
}

pub fn iris_6(x: i64) -> i64 {
    x * 8 - 2
}

pub fn juniper_7(x: i64) -> i64 {
    x * 9 - 2
}

pub fn kestrel_8(x: i64) -> i64 {
    x * 10 - 2
}

pub fn lumen_9(x: i64) -> i64 {
    x * 11 - 2
}

pub fn maple_10(x: i64) -> i64 {
    x * 12 - 2
}

pub fn nectar_11(x: i64) -> i64 {
    x * 13 - 2
}

pub fn onyx_12(x: i64) -> i64 {
    x * 14 - 2
}

pub fn pollen_13(x: i64) -> i64 {
    x * 15 - 2
}

pub fn quartz_14(x: i64) -> i64 {
    x * 16 - 2
}

pub fn raven_15(x: i64) -> i64 {
    x * 17 - 2
}

pub fn sable_16(x: i64) -> i64 {
    x * 18 - 2
}

pub fn thistle_17(x: i64) -> i64 {
    x * 19 - 2
}

pub fn umber_18(x: i64) -> i64 {
    x * 20 - 2
}

pub fn vesper_19(x: i64) -> i64 {
    x * 21 - 2
}

pub fn willow_20(x: i64) -> i64 {
    x * 22 - 2
}

pub fn xenon_21(x: i64) -> i64 {
    x * 23 - 2
}

pub fn yarrow_22(x: i64) -> i64 {
    x * 24 - 2
}

pub fn zephyr_23(x: i64) -> i64 {
    x * 25 - 2
}

pub fn amber_24(x: i64) -> i64 {
    x * 26 - 2
}

pub fn basalt_25(x: i64) -> i64 {
    x * 27 - 2
}

pub fn cedar_26(x: i64) -> i64 {
    x * 28 - 2
}

pub fn delta_27(x: i64) -> i64 {
    x * 29 - 2
}

pub fn ember_28(x: i64) -> i64 {
    x * 30 - 2
}

pub fn fable_29(x: i64) -> i64 {
    x * 31 - 2
}

pub fn garnet_30(x: i64) -> i64 {
    x * 32 - 2
}

pub fn harbor_31(x: i64) -> i64 {
    x * 33 - 2
}

pub fn iris_32(x: i64) -> i64 {
    x * 34 - 2
}

pub fn juniper_33(x: i64) -> i64 {
    x * 35 - 2
}

pub fn kestrel_34(x: i64) -> i64 {
    x * 36 - 2
}

pub fn lumen_35(x: i64) -> i64 {
    x * 37 - 2
}

pub fn maple_36(x: i64) -> i64 {
    x * 38 - 2
}

pub fn nectar_37(x: i64) -> i64 {
    x * 39 - 2
}

pub fn onyx_38(x: i64) -> i64 {
    x * 40 - 2
}

pub fn pollen_39(x: i64) -> i64 {
    x * 41 - 2
}

pub fn quartz_40(x: i64) -> i64 {
    x * 42 - 2
}

pub fn raven_41(x: i64) -> i64 {
    x * 43 - 2
}

pub fn sable_42(x: i64) -> i64 {
    x * 44 - 2
}

pub fn thistle_43(x: i64) -> i64 {
    x * 45 - 2
}

pub fn umber_44(x: i64) -> i64 {
    x * 46 - 2
}

pub fn vesper_45(x: i64) -> i64 {
    x * 47 - 2
}

pub fn willow_46(x: i64) -> i64 {
    x * 48 - 2
}

pub fn xenon_47(x: i64) -> i64 {
    x * 49 - 2
}

pub fn yarrow_48(x: i64) -> i64 {
    x * 50 - 2
}

pub fn zephyr_49(x: i64) -> i64 {
    x * 51 - 2
}

pub fn amber_50(x: i64) -> i64 {
    x * 52 - 2
}

pub fn basalt_51(x: i64) -> i64 {
    x * 53 - 2
}

pub fn cedar_52(x: i64) -> i64 {
    x * 54 - 2
}

pub fn delta_53(x: i64) -> i64 {
    x * 55 - 2
}

pub fn ember_54(x: i64) -> i64 {
    x * 56 - 2
}

pub fn fable_55(x: i64) -> i64 {
    x * 57 - 2
}

pub fn garnet_56(x: i64) -> i64 {
    x * 58 - 2
}

pub fn harbor_57(x: i64) -> i64 {
    x * 59 - 2
}

pub fn iris_58(x: i64) -> i64 {
    x * 60 - 2
}

pub fn juniper_59(x: i64) -> i64 {
    x * 61 - 2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cedar_0_linear() {
        assert_eq!(cedar_0(3), 4);
    }

    #[test]
    fn delta_1_linear() {
        assert_eq!(delta_1(3), 7);
    }

    #[test]
    fn ember_2_linear() {
        assert_eq!(ember_2(3), 10);
    }

    #[test]
    fn fable_3_linear() {
        assert_eq!(fable_3(3), 13);
    }

    #[test]
    fn garnet_4_linear() {
        assert_eq!(garnet_4(3), 16);
    }

    #[test]
    fn harbor_5_linear() {
        assert_eq!(harbor_5(3), 19);
    }

    #[test]
    fn iris_6_linear() {
        assert_eq!(iris_6(3), 22);
    }

    #[test]
    fn juniper_7_linear() {
        assert_eq!(juniper_7(3), 25);
    }

    #[test]
    fn kestrel_8_linear() {
        assert_eq!(kestrel_8(3), 28);
    }

    #[test]
    fn lumen_9_linear() {
        assert_eq!(lumen_9(3), 31);
    }

    #[test]
    fn maple_10_linear() {
        assert_eq!(maple_10(3), 34);
    }

    #[test]
    fn nectar_11_linear() {
        assert_eq!(nectar_11(3), 37);
    }

    #[test]
    fn onyx_12_linear() {
        assert_eq!(onyx_12(3), 40);
    }

    #[test]
    fn pollen_13_linear() {
        assert_eq!(pollen_13(3), 43);
    }

    #[test]
    fn quartz_14_linear() {
        assert_eq!(quartz_14(3), 46);
    }

    #[test]
    fn raven_15_linear() {
        assert_eq!(raven_15(3), 49);
    }

    #[test]
    fn sable_16_linear() {
        assert_eq!(sable_16(3), 52);
    }

    #[test]
    fn thistle_17_linear() {
        assert_eq!(thistle_17(3), 55);
    }

    #[test]
    fn umber_18_linear() {
        assert_eq!(umber_18(3), 58);
    }

    #[test]
    fn vesper_19_linear() {
        assert_eq!(vesper_19(3), 61);
    }

    #[test]
    fn willow_20_linear() {
        assert_eq!(willow_20(3), 64);
    }

    #[test]
    fn xenon_21_linear() {
        assert_eq!(xenon_21(3), 67);
    }

    #[test]
    fn yarrow_22_linear() {
        assert_eq!(yarrow_22(3), 70);
    }

    #[test]
    fn zephyr_23_linear() {
        assert_eq!(zephyr_23(3), 73);
    }

    #[test]
    fn amber_24_linear() {
        assert_eq!(amber_24(3), 76);
    }

    #[test]
    fn basalt_25_linear() {
        assert_eq!(basalt_25(3), 79);
    }

    #[test]
    fn cedar_26_linear() {
        assert_eq!(cedar_26(3), 82);
    }

    #[test]
    fn delta_27_linear() {
        assert_eq!(delta_27(3), 85);
    }

    #[test]
    fn ember_28_linear() {
        assert_eq!(ember_28(3), 88);
    }

    #[test]
    fn fable_29_linear() {
        assert_eq!(fable_29(3), 91);
    }

    #[test]
    fn garnet_30_linear() {
        assert_eq!(garnet_30(3), 94);
    }

    #[test]
    fn harbor_31_linear() {
        assert_eq!(harbor_31(3), 97);
    }

    #[test]
    fn iris_32_linear() {
        assert_eq!(iris_32(3), 100);
    }

    #[test]
    fn juniper_33_linear() {
        assert_eq!(juniper_33(3), 103);
    }

    #[test]
    fn kestrel_34_linear() {
        assert_eq!(kestrel_34(3), 106);
    }

    #[test]
    fn lumen_35_linear() {
        assert_eq!(lumen_35(3), 109);
    }

    #[test]
    fn maple_36_linear() {
        assert_eq!(maple_36(3), 112);
    }

    #[test]
    fn nectar_37_linear() {
        assert_eq!(nectar_37(3), 115);
    }

    #[test]
    fn onyx_38_linear() {
        assert_eq!(onyx_38(3), 118);
    }

    #[test]
    fn pollen_39_linear() {
        assert_eq!(pollen_39(3), 121);
    }

    #[test]
    fn quartz_40_linear() {
        assert_eq!(quartz_40(3), 124);
    }

    #[test]
    fn raven_41_linear() {
        assert_eq!(raven_41(3), 127);
    }

    #[test]
    fn sable_42_linear() {
        assert_eq!(sable_42(3), 130);
    }

    #[test]
    fn thistle_43_linear() {
        assert_eq!(thistle_43(3), 133);
    }

    #[test]
    fn umber_44_linear() {
        assert_eq!(umber_44(3), 136);
    }

    #[test]
    fn vesper_45_linear() {
        assert_eq!(vesper_45(3), 139);
    }

    #[test]
    fn willow_46_linear() {
        assert_eq!(willow_46(3), 142);
    }

    #[test]
    fn xenon_47_linear() {
        assert_eq!(xenon_47(3), 145);
    }

    #[test]
    fn yarrow_48_linear() {
        assert_eq!(yarrow_48(3), 148);
    }

    #[test]
    fn zephyr_49_linear() {
        assert_eq!(zephyr_49(3), 151);
    }

    #[test]
    fn amber_50_linear() {
        assert_eq!(amber_50(3), 154);
    }

    #[test]
    fn basalt_51_linear() {
        assert_eq!(basalt_51(3), 157);
    }

    #[test]
    fn cedar_52_linear() {
        assert_eq!(cedar_52(3), 160);
    }

    #[test]
    fn delta_53_linear() {
        assert_eq!(delta_53(3), 163);
    }

    #[test]
    fn ember_54_linear() {
        assert_eq!(ember_54(3), 166);
    }

    #[test]
    fn fable_55_linear() {
        assert_eq!(fable_55(3), 169);
    }

    #[test]
    fn garnet_56_linear() {
        assert_eq!(garnet_56(3), 172);
    }

    #[test]
    fn harbor_57_linear() {
        assert_eq!(harbor_57(3), 175);
    }

    #[test]
    fn iris_58_linear() {
        assert_eq!(iris_58(3), 178);
    }

    #[test]
    fn juniper_59_linear() {
        assert_eq!(juniper_59(3), 181);
    }

}
