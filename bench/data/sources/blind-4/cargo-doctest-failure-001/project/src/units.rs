//! Unit conversions.

/// Convert amber ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::amber_0_ms(2), 6);
/// ```
pub fn amber_0_ms(ticks: u64) -> u64 {
    ticks * 3
}

/// Convert basalt ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::basalt_1_ms(2), 8);
/// ```
pub fn basalt_1_ms(ticks: u64) -> u64 {
    ticks * 4
}

/// Convert cedar ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::cedar_2_ms(2), 10);
/// ```
pub fn cedar_2_ms(ticks: u64) -> u64 {
    ticks * 5
}

/// Convert delta ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::delta_3_ms(2), 12);
/// ```
pub fn delta_3_ms(ticks: u64) -> u64 {
    ticks * 6
}

/// Convert ember ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::ember_4_ms(2), 14);
/// ```
pub fn ember_4_ms(ticks: u64) -> u64 {
    ticks * 7
}

/// Convert fable ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::fable_5_ms(2), 16);
/// ```
pub fn fable_5_ms(ticks: u64) -> u64 {
    ticks * 8
}

/// Convert garnet ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::garnet_6_ms(2), 18);
/// ```
pub fn garnet_6_ms(ticks: u64) -> u64 {
    ticks * 9
}

/// Convert harbor ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::harbor_7_ms(2), 20);
/// ```
pub fn harbor_7_ms(ticks: u64) -> u64 {
    ticks * 10
}

/// Convert iris ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::iris_8_ms(2), 22);
/// ```
pub fn iris_8_ms(ticks: u64) -> u64 {
    ticks * 11
}

/// Convert juniper ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::juniper_9_ms(2), 24);
/// ```
pub fn juniper_9_ms(ticks: u64) -> u64 {
    ticks * 12
}

/// Convert kestrel ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::kestrel_10_ms(2), 26);
/// ```
pub fn kestrel_10_ms(ticks: u64) -> u64 {
    ticks * 13
}

/// Convert lumen ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::lumen_11_ms(2), 28);
/// ```
pub fn lumen_11_ms(ticks: u64) -> u64 {
    ticks * 14
}

/// Convert maple ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::maple_12_ms(2), 30);
/// ```
pub fn maple_12_ms(ticks: u64) -> u64 {
    ticks * 15
}

/// Convert nectar ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::nectar_13_ms(2), 32);
/// ```
pub fn nectar_13_ms(ticks: u64) -> u64 {
    ticks * 16
}

/// Convert onyx ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::onyx_14_ms(2), 34);
/// ```
pub fn onyx_14_ms(ticks: u64) -> u64 {
    ticks * 17
}

/// Convert pollen ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::pollen_15_ms(2), 36);
/// ```
pub fn pollen_15_ms(ticks: u64) -> u64 {
    ticks * 18
}

/// Convert quartz ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::quartz_16_ms(2), 38);
/// ```
pub fn quartz_16_ms(ticks: u64) -> u64 {
    ticks * 19
}

/// Convert raven ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::raven_17_ms(2), 40);
/// ```
pub fn raven_17_ms(ticks: u64) -> u64 {
    ticks * 20
}

/// Convert sable ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::sable_18_ms(2), 42);
/// ```
pub fn sable_18_ms(ticks: u64) -> u64 {
    ticks * 21
}

/// Convert thistle ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::thistle_19_ms(2), 44);
/// ```
pub fn thistle_19_ms(ticks: u64) -> u64 {
    ticks * 22
}

/// Convert umber ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::umber_20_ms(2), 46);
/// ```
pub fn umber_20_ms(ticks: u64) -> u64 {
    ticks * 23
}

/// Convert vesper ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::vesper_21_ms(2), 48);
/// ```
pub fn vesper_21_ms(ticks: u64) -> u64 {
    ticks * 24
}

/// Convert willow ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::willow_22_ms(2), 50);
/// ```
pub fn willow_22_ms(ticks: u64) -> u64 {
    ticks * 25
}

/// Convert xenon ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::xenon_23_ms(2), 52);
/// ```
pub fn xenon_23_ms(ticks: u64) -> u64 {
    ticks * 26
}

/// Convert yarrow ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::yarrow_24_ms(2), 54);
/// ```
pub fn yarrow_24_ms(ticks: u64) -> u64 {
    ticks * 27
}

/// Convert zephyr ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::zephyr_25_ms(2), 56);
/// ```
pub fn zephyr_25_ms(ticks: u64) -> u64 {
    ticks * 28
}

/// Convert amber ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::amber_26_ms(2), 58);
/// ```
pub fn amber_26_ms(ticks: u64) -> u64 {
    ticks * 29
}

/// Convert basalt ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::basalt_27_ms(2), 60);
/// ```
pub fn basalt_27_ms(ticks: u64) -> u64 {
    ticks * 30
}

/// Convert cedar ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::cedar_28_ms(2), 62);
/// ```
pub fn cedar_28_ms(ticks: u64) -> u64 {
    ticks * 31
}

/// Convert delta ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::delta_29_ms(2), 64);
/// ```
pub fn delta_29_ms(ticks: u64) -> u64 {
    ticks * 32
}

/// Convert ember ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::ember_30_ms(2), 66);
/// ```
pub fn ember_30_ms(ticks: u64) -> u64 {
    ticks * 33
}

/// Convert fable ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::fable_31_ms(2), 68);
/// ```
pub fn fable_31_ms(ticks: u64) -> u64 {
    ticks * 34
}

/// Convert garnet ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::garnet_32_ms(2), 70);
/// ```
pub fn garnet_32_ms(ticks: u64) -> u64 {
    ticks * 35
}

/// Convert harbor ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::harbor_33_ms(2), 72);
/// ```
pub fn harbor_33_ms(ticks: u64) -> u64 {
    ticks * 36
}

/// Convert iris ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::iris_34_ms(2), 74);
/// ```
pub fn iris_34_ms(ticks: u64) -> u64 {
    ticks * 37
}

/// Convert juniper ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::juniper_35_ms(2), 76);
/// ```
pub fn juniper_35_ms(ticks: u64) -> u64 {
    ticks * 38
}

/// Convert kestrel ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::kestrel_36_ms(2), 78);
/// ```
pub fn kestrel_36_ms(ticks: u64) -> u64 {
    ticks * 39
}

/// Convert lumen ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::lumen_37_ms(2), 80);
/// ```
pub fn lumen_37_ms(ticks: u64) -> u64 {
    ticks * 40
}

/// Convert maple ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::maple_38_ms(2), 82);
/// ```
pub fn maple_38_ms(ticks: u64) -> u64 {
    ticks * 41
}

/// Convert nectar ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::nectar_39_ms(2), 84);
/// ```
pub fn nectar_39_ms(ticks: u64) -> u64 {
    ticks * 42
}

/// Convert onyx ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::onyx_40_ms(2), 86);
/// ```
pub fn onyx_40_ms(ticks: u64) -> u64 {
    ticks * 43
}

/// Convert pollen ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::pollen_41_ms(2), 88);
/// ```
pub fn pollen_41_ms(ticks: u64) -> u64 {
    ticks * 44
}

/// Convert quartz ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::quartz_42_ms(2), 90);
/// ```
pub fn quartz_42_ms(ticks: u64) -> u64 {
    ticks * 45
}

/// Convert raven ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::raven_43_ms(2), 92);
/// ```
pub fn raven_43_ms(ticks: u64) -> u64 {
    ticks * 46
}

/// Convert sable ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::sable_44_ms(2), 94);
/// ```
pub fn sable_44_ms(ticks: u64) -> u64 {
    ticks * 47
}

/// Convert thistle ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::thistle_45_ms(2), 96);
/// ```
pub fn thistle_45_ms(ticks: u64) -> u64 {
    ticks * 48
}

/// Convert umber ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::umber_46_ms(2), 98);
/// ```
pub fn umber_46_ms(ticks: u64) -> u64 {
    ticks * 49
}

/// Convert vesper ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::vesper_47_ms(2), 100);
/// ```
pub fn vesper_47_ms(ticks: u64) -> u64 {
    ticks * 50
}

/// Convert willow ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::willow_48_ms(2), 102);
/// ```
pub fn willow_48_ms(ticks: u64) -> u64 {
    ticks * 51
}

/// Convert xenon ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::xenon_49_ms(2), 104);
/// ```
pub fn xenon_49_ms(ticks: u64) -> u64 {
    ticks * 52
}

/// Convert yarrow ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::yarrow_50_ms(2), 106);
/// ```
pub fn yarrow_50_ms(ticks: u64) -> u64 {
    ticks * 53
}

/// Convert zephyr ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::zephyr_51_ms(2), 108);
/// ```
pub fn zephyr_51_ms(ticks: u64) -> u64 {
    ticks * 54
}

/// Convert amber ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::amber_52_ms(2), 110);
/// ```
pub fn amber_52_ms(ticks: u64) -> u64 {
    ticks * 55
}

/// Convert basalt ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::basalt_53_ms(2), 112);
/// ```
pub fn basalt_53_ms(ticks: u64) -> u64 {
    ticks * 56
}

/// Convert cedar ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::cedar_54_ms(2), 114);
/// ```
pub fn cedar_54_ms(ticks: u64) -> u64 {
    ticks * 57
}

/// Convert delta ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::delta_55_ms(2), 116);
/// ```
pub fn delta_55_ms(ticks: u64) -> u64 {
    ticks * 58
}

/// Convert ember ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::ember_56_ms(2), 118);
/// ```
pub fn ember_56_ms(ticks: u64) -> u64 {
    ticks * 59
}

/// Convert fable ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::fable_57_ms(2), 120);
/// ```
pub fn fable_57_ms(ticks: u64) -> u64 {
    ticks * 60
}

/// Convert garnet ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::garnet_58_ms(2), 122);
/// ```
pub fn garnet_58_ms(ticks: u64) -> u64 {
    ticks * 61
}

/// Convert harbor ticks to milliseconds.
///
/// ```
/// assert_eq!(timefmt::units::harbor_59_ms(2), 124);
/// ```
pub fn harbor_59_ms(ticks: u64) -> u64 {
    ticks * 62
}
