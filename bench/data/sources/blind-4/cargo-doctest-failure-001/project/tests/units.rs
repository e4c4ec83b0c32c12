use timefmt::units;

#[test]
fn amber_0_scales() {
    assert_eq!(units::amber_0_ms(5), 15);
}

#[test]
fn basalt_1_scales() {
    assert_eq!(units::basalt_1_ms(5), 20);
}

#[test]
fn cedar_2_scales() {
    assert_eq!(units::cedar_2_ms(5), 25);
}

#[test]
fn delta_3_scales() {
    assert_eq!(units::delta_3_ms(5), 30);
}

#[test]
fn ember_4_scales() {
    assert_eq!(units::ember_4_ms(5), 35);
}

#[test]
fn fable_5_scales() {
    assert_eq!(units::fable_5_ms(5), 40);
}

#[test]
fn garnet_6_scales() {
    assert_eq!(units::garnet_6_ms(5), 45);
}

#[test]
fn harbor_7_scales() {
    assert_eq!(units::harbor_7_ms(5), 50);
}

#[test]
fn iris_8_scales() {
    assert_eq!(units::iris_8_ms(5), 55);
}

#[test]
fn juniper_9_scales() {
    assert_eq!(units::juniper_9_ms(5), 60);
}

#[test]
fn kestrel_10_scales() {
    assert_eq!(units::kestrel_10_ms(5), 65);
}

#[test]
fn lumen_11_scales() {
    assert_eq!(units::lumen_11_ms(5), 70);
}

#[test]
fn maple_12_scales() {
    assert_eq!(units::maple_12_ms(5), 75);
}

#[test]
fn nectar_13_scales() {
    assert_eq!(units::nectar_13_ms(5), 80);
}

#[test]
fn onyx_14_scales() {
    assert_eq!(units::onyx_14_ms(5), 85);
}

#[test]
fn pollen_15_scales() {
    assert_eq!(units::pollen_15_ms(5), 90);
}

#[test]
fn quartz_16_scales() {
    assert_eq!(units::quartz_16_ms(5), 95);
}

#[test]
fn raven_17_scales() {
    assert_eq!(units::raven_17_ms(5), 100);
}

#[test]
fn sable_18_scales() {
    assert_eq!(units::sable_18_ms(5), 105);
}

#[test]
fn thistle_19_scales() {
    assert_eq!(units::thistle_19_ms(5), 110);
}

#[test]
fn umber_20_scales() {
    assert_eq!(units::umber_20_ms(5), 115);
}

#[test]
fn vesper_21_scales() {
    assert_eq!(units::vesper_21_ms(5), 120);
}

#[test]
fn willow_22_scales() {
    assert_eq!(units::willow_22_ms(5), 125);
}

#[test]
fn xenon_23_scales() {
    assert_eq!(units::xenon_23_ms(5), 130);
}

#[test]
fn yarrow_24_scales() {
    assert_eq!(units::yarrow_24_ms(5), 135);
}

#[test]
fn zephyr_25_scales() {
    assert_eq!(units::zephyr_25_ms(5), 140);
}

#[test]
fn amber_26_scales() {
    assert_eq!(units::amber_26_ms(5), 145);
}

#[test]
fn basalt_27_scales() {
    assert_eq!(units::basalt_27_ms(5), 150);
}

#[test]
fn cedar_28_scales() {
    assert_eq!(units::cedar_28_ms(5), 155);
}

#[test]
fn delta_29_scales() {
    assert_eq!(units::delta_29_ms(5), 160);
}

#[test]
fn ember_30_scales() {
    assert_eq!(units::ember_30_ms(5), 165);
}

#[test]
fn fable_31_scales() {
    assert_eq!(units::fable_31_ms(5), 170);
}

#[test]
fn garnet_32_scales() {
    assert_eq!(units::garnet_32_ms(5), 175);
}

#[test]
fn harbor_33_scales() {
    assert_eq!(units::harbor_33_ms(5), 180);
}

#[test]
fn iris_34_scales() {
    assert_eq!(units::iris_34_ms(5), 185);
}

#[test]
fn juniper_35_scales() {
    assert_eq!(units::juniper_35_ms(5), 190);
}

#[test]
fn kestrel_36_scales() {
    assert_eq!(units::kestrel_36_ms(5), 195);
}

#[test]
fn lumen_37_scales() {
    assert_eq!(units::lumen_37_ms(5), 200);
}

#[test]
fn maple_38_scales() {
    assert_eq!(units::maple_38_ms(5), 205);
}

#[test]
fn nectar_39_scales() {
    assert_eq!(units::nectar_39_ms(5), 210);
}

#[test]
fn onyx_40_scales() {
    assert_eq!(units::onyx_40_ms(5), 215);
}

#[test]
fn pollen_41_scales() {
    assert_eq!(units::pollen_41_ms(5), 220);
}

#[test]
fn quartz_42_scales() {
    assert_eq!(units::quartz_42_ms(5), 225);
}

#[test]
fn raven_43_scales() {
    assert_eq!(units::raven_43_ms(5), 230);
}

#[test]
fn sable_44_scales() {
    assert_eq!(units::sable_44_ms(5), 235);
}

#[test]
fn thistle_45_scales() {
    assert_eq!(units::thistle_45_ms(5), 240);
}

#[test]
fn umber_46_scales() {
    assert_eq!(units::umber_46_ms(5), 245);
}

#[test]
fn vesper_47_scales() {
    assert_eq!(units::vesper_47_ms(5), 250);
}

#[test]
fn willow_48_scales() {
    assert_eq!(units::willow_48_ms(5), 255);
}

#[test]
fn xenon_49_scales() {
    assert_eq!(units::xenon_49_ms(5), 260);
}

#[test]
fn yarrow_50_scales() {
    assert_eq!(units::yarrow_50_ms(5), 265);
}

#[test]
fn zephyr_51_scales() {
    assert_eq!(units::zephyr_51_ms(5), 270);
}

#[test]
fn amber_52_scales() {
    assert_eq!(units::amber_52_ms(5), 275);
}

#[test]
fn basalt_53_scales() {
    assert_eq!(units::basalt_53_ms(5), 280);
}

#[test]
fn cedar_54_scales() {
    assert_eq!(units::cedar_54_ms(5), 285);
}

#[test]
fn delta_55_scales() {
    assert_eq!(units::delta_55_ms(5), 290);
}

#[test]
fn ember_56_scales() {
    assert_eq!(units::ember_56_ms(5), 295);
}

#[test]
fn fable_57_scales() {
    assert_eq!(units::fable_57_ms(5), 300);
}

#[test]
fn garnet_58_scales() {
    assert_eq!(units::garnet_58_ms(5), 305);
}

#[test]
fn harbor_59_scales() {
    assert_eq!(units::harbor_59_ms(5), 310);
}
