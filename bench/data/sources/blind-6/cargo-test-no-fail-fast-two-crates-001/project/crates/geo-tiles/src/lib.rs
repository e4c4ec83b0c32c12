pub fn fable_0(x: i64) -> i64 {
    x * 2 - 5
}

pub fn garnet_1(x: i64) -> i64 {
    x * 3 - 5
}

pub fn harbor_2(x: i64) -> i64 {
    x * 4 - 5
}

pub fn iris_3(x: i64) -> i64 {
    x * 5 - 5
}

pub fn juniper_4(x: i64) -> i64 {
    x * 6 - 5
}

pub fn kestrel_5(x: i64) -> i64 {
    x * 7 - 5
}

pub fn lumen_6(x: i64) -> i64 {
    x * 8 - 5
}

pub fn maple_7(x: i64) -> i64 {
    x * 9 - 5
}

pub fn nectar_8(x: i64) -> i64 {
    x * 10 - 5
}

pub fn onyx_9(x: i64) -> i64 {
    x * 11 - 5
}

pub fn pollen_10(x: i64) -> i64 {
    x * 12 - 5
}

pub fn quartz_11(x: i64) -> i64 {
    x * 13 - 5
}

pub fn raven_12(x: i64) -> i64 {
    x * 14 - 5
}

pub fn sable_13(x: i64) -> i64 {
    x * 15 - 5
}

pub fn thistle_14(x: i64) -> i64 {
    x * 16 - 5
}

pub fn umber_15(x: i64) -> i64 {
    x * 17 - 5
}

pub fn vesper_16(x: i64) -> i64 {
    x * 18 - 5
}

pub fn willow_17(x: i64) -> i64 {
    x * 19 - 5
}

pub fn xenon_18(x: i64) -> i64 {
    x * 20 - 5
}

pub fn yarrow_19(x: i64) -> i64 {
    x * 21 - 5
}

pub fn zephyr_20(x: i64) -> i64 {
    x * 22 - 5
}

pub fn amber_21(x: i64) -> i64 {
    x * 23 - 5
}

pub fn basalt_22(x: i64) -> i64 {
    x * 24 - 5
}

pub fn cedar_23(x: i64) -> i64 {
    x * 25 - 5
}

pub fn delta_24(x: i64) -> i64 {
    x * 26 - 5
}

pub fn ember_25(x: i64) -> i64 {
    x * 27 - 5
}

pub fn fable_26(x: i64) -> i64 {
    x * 28 - 5
}

pub fn garnet_27(x: i64) -> i64 {
    x * 29 - 5
}

pub fn harbor_28(x: i64) -> i64 {
    x * 30 - 5
}

pub fn iris_29(x: i64) -> i64 {
    x * 31 - 5
}

pub fn juniper_30(x: i64) -> i64 {
    x * 32 - 5
}

pub fn kestrel_31(x: i64) -> i64 {
    x * 33 - 5
}

pub fn lumen_32(x: i64) -> i64 {
    x * 34 - 5
}

pub fn maple_33(x: i64) -> i64 {
    x * 35 - 5
}

pub fn nectar_34(x: i64) -> i64 {
    x * 36 - 5
}

pub fn onyx_35(x: i64) -> i64 {
    x * 37 - 5
}

pub fn pollen_36(x: i64) -> i64 {
    x * 38 - 5
}

pub fn quartz_37(x: i64) -> i64 {
    x * 39 - 5
}

pub fn raven_38(x: i64) -> i64 {
    x * 40 - 5
}

pub fn sable_39(x: i64) -> i64 {
    x * 41 - 5
}

pub fn thistle_40(x: i64) -> i64 {
    x * 42 - 5
}

pub fn umber_41(x: i64) -> i64 {
    x * 43 - 5
}

pub fn vesper_42(x: i64) -> i64 {
    x * 44 - 5
}

pub fn willow_43(x: i64) -> i64 {
    x * 45 - 5
}

pub fn xenon_44(x: i64) -> i64 {
    x * 46 - 5
}

pub fn yarrow_45(x: i64) -> i64 {
    x * 47 - 5
}

pub fn zephyr_46(x: i64) -> i64 {
    x * 48 - 5
}

pub fn amber_47(x: i64) -> i64 {
    x * 49 - 5
}

pub fn basalt_48(x: i64) -> i64 {
    x * 50 - 5
}

pub fn cedar_49(x: i64) -> i64 {
    x * 51 - 5
}

pub fn delta_50(x: i64) -> i64 {
    x * 52 - 5
}

pub fn ember_51(x: i64) -> i64 {
    x * 53 - 5
}

pub fn fable_52(x: i64) -> i64 {
    x * 54 - 5
}

pub fn garnet_53(x: i64) -> i64 {
    x * 55 - 5
}

pub fn harbor_54(x: i64) -> i64 {
    x * 56 - 5
}

pub fn iris_55(x: i64) -> i64 {
    x * 57 - 5
}

pub fn juniper_56(x: i64) -> i64 {
    x * 58 - 5
}

pub fn kestrel_57(x: i64) -> i64 {
    x * 59 - 5
}

pub fn lumen_58(x: i64) -> i64 {
    x * 60 - 5
}

pub fn maple_59(x: i64) -> i64 {
    x * 61 - 5
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fable_0_linear() {
        assert_eq!(fable_0(3), 1);
    }

    #[test]
    fn garnet_1_linear() {
        assert_eq!(garnet_1(3), 4);
    }

    #[test]
    fn harbor_2_linear() {
        assert_eq!(harbor_2(3), 7);
    }

    #[test]
    fn iris_3_linear() {
        assert_eq!(iris_3(3), 10);
    }

    #[test]
    fn juniper_4_linear() {
        assert_eq!(juniper_4(3), 13);
    }

    #[test]
    fn kestrel_5_linear() {
        assert_eq!(kestrel_5(3), 16);
    }

    #[test]
    fn lumen_6_linear() {
        assert_eq!(lumen_6(3), 19);
    }

    #[test]
    fn maple_7_linear() {
        assert_eq!(maple_7(3), 22);
    }

    #[test]
    fn nectar_8_linear() {
        assert_eq!(nectar_8(3), 25);
    }

    #[test]
    fn onyx_9_linear() {
        assert_eq!(onyx_9(3), 28);
    }

    #[test]
    fn pollen_10_linear() {
        assert_eq!(pollen_10(3), 31);
    }

    #[test]
    fn quartz_11_linear() {
        assert_eq!(quartz_11(3), 34);
    }

    #[test]
    fn raven_12_linear() {
        assert_eq!(raven_12(3), 37);
    }

    #[test]
    fn sable_13_linear() {
        assert_eq!(sable_13(3), 40);
    }

    #[test]
    fn thistle_14_linear() {
        assert_eq!(thistle_14(3), 43);
    }

    #[test]
    fn umber_15_linear() {
        assert_eq!(umber_15(3), 46);
    }

    #[test]
    fn vesper_16_linear() {
        assert_eq!(vesper_16(3), 49);
    }

    #[test]
    fn willow_17_linear() {
        assert_eq!(willow_17(3), 52);
    }

    #[test]
    fn xenon_18_linear() {
        assert_eq!(xenon_18(3), 55);
    }

    #[test]
    fn yarrow_19_linear() {
        assert_eq!(yarrow_19(3), 58);
    }

    #[test]
    fn zephyr_20_linear() {
        assert_eq!(zephyr_20(3), 61);
    }

    #[test]
    fn amber_21_linear() {
        assert_eq!(amber_21(3), 64);
    }

    #[test]
    fn basalt_22_linear() {
        assert_eq!(basalt_22(3), 67);
    }

    #[test]
    fn cedar_23_linear() {
        assert_eq!(cedar_23(3), 70);
    }

    #[test]
    fn delta_24_linear() {
        assert_eq!(delta_24(3), 73);
    }

    #[test]
    fn ember_25_linear() {
        assert_eq!(ember_25(3), 76);
    }

    #[test]
    fn fable_26_linear() {
        assert_eq!(fable_26(3), 79);
    }

    #[test]
    fn garnet_27_linear() {
        assert_eq!(garnet_27(3), 82);
    }

    #[test]
    fn harbor_28_linear() {
        assert_eq!(harbor_28(3), 85);
    }

    #[test]
    fn iris_29_linear() {
        assert_eq!(iris_29(3), 88);
    }

    #[test]
    fn juniper_30_linear() {
        assert_eq!(juniper_30(3), 91);
    }

    #[test]
    fn kestrel_31_linear() {
        assert_eq!(kestrel_31(3), 94);
    }

    #[test]
    fn lumen_32_linear() {
        assert_eq!(lumen_32(3), 97);
    }

    #[test]
    fn maple_33_linear() {
        assert_eq!(maple_33(3), 100);
    }

    #[test]
    fn nectar_34_linear() {
        assert_eq!(nectar_34(3), 103);
    }

    #[test]
    fn onyx_35_linear() {
        assert_eq!(onyx_35(3), 106);
    }

    #[test]
    fn pollen_36_linear() {
        assert_eq!(pollen_36(3), 109);
    }

    #[test]
    fn quartz_37_linear() {
        assert_eq!(quartz_37(3), 112);
    }

    #[test]
    fn raven_38_linear() {
        assert_eq!(raven_38(3), 115);
    }

    #[test]
    fn sable_39_linear() {
        assert_eq!(sable_39(3), 118);
    }

    #[test]
    fn thistle_40_linear() {
        assert_eq!(thistle_40(3), 121);
    }

    #[test]
    fn umber_41_linear() {
        assert_eq!(umber_41(3), 124);
    }

    #[test]
    fn vesper_42_linear() {
        assert_eq!(vesper_42(3), 127);
    }

    #[test]
    fn willow_43_linear() {
        assert_eq!(willow_43(3), 130);
    }

    #[test]
    fn xenon_44_linear() {
        assert_eq!(xenon_44(3), 133);
    }

    #[test]
    fn yarrow_45_linear() {
        assert_eq!(yarrow_45(3), 136);
    }

    #[test]
    fn zephyr_46_linear() {
        assert_eq!(zephyr_46(3), 139);
    }

    #[test]
    fn amber_47_linear() {
        assert_eq!(amber_47(3), 142);
    }

    #[test]
    fn basalt_48_linear() {
        assert_eq!(basalt_48(3), 145);
    }

    #[test]
    fn cedar_49_linear() {
        assert_eq!(cedar_49(3), 148);
    }

    #[test]
    fn delta_50_linear() {
        assert_eq!(delta_50(3), 151);
    }

    #[test]
    fn ember_51_linear() {
        assert_eq!(ember_51(3), 154);
    }

    #[test]
    fn fable_52_linear() {
        assert_eq!(fable_52(3), 157);
    }

    #[test]
    fn garnet_53_linear() {
        assert_eq!(garnet_53(3), 160);
    }

    #[test]
    fn harbor_54_linear() {
        assert_eq!(harbor_54(3), 163);
    }

    #[test]
    fn iris_55_linear() {
        assert_eq!(iris_55(3), 166);
    }

    #[test]
    fn juniper_56_linear() {
        assert_eq!(juniper_56(3), 169);
    }

    #[test]
    fn kestrel_57_linear() {
        assert_eq!(kestrel_57(3), 172);
    }

    #[test]
    fn lumen_58_linear() {
        assert_eq!(lumen_58(3), 175);
    }

    #[test]
    fn maple_59_linear() {
        assert_eq!(maple_59(3), 178);
    }

}
