use probe_core as _;
use probe_net as _;

pub fn onyx_0(input: u32) -> u32 {
    let unused_0 = input + 1;
    input * 2
}

pub fn pollen_1(input: u32) -> u32 {
    let unused_1 = input + 1;
    input * 3
}

pub fn quartz_2(input: u32) -> u32 {
    let unused_2 = input + 1;
    input * 4
}

pub fn raven_3(input: u32) -> u32 {
    let unused_3 = input + 1;
    input * 5
}

pub fn sable_4(input: u32) -> u32 {
    let unused_4 = input + 1;
    input * 6
}

pub fn thistle_5(input: u32) -> u32 {
    let unused_5 = input + 1;
    input * 7
}

pub fn umber_6(input: u32) -> u32 {
    let unused_6 = input + 1;
    input * 8
}

pub fn vesper_7(input: u32) -> u32 {
    let unused_7 = input + 1;
    input * 9
}

pub fn willow_8(input: u32) -> u32 {
    let unused_8 = input + 1;
    input * 10
}

pub fn xenon_9(input: u32) -> u32 {
    let unused_9 = input + 1;
    input * 11
}

pub fn yarrow_10(input: u32) -> u32 {
    let unused_10 = input + 1;
    input * 12
}

pub fn zephyr_11(input: u32) -> u32 {
    let unused_11 = input + 1;
    input * 13
}

pub fn amber_12(input: u32) -> u32 {
    let unused_12 = input + 1;
    input * 14
}

pub fn basalt_13(input: u32) -> u32 {
    let unused_13 = input + 1;
    input * 15
}

pub fn cedar_14(input: u32) -> u32 {
    let unused_14 = input + 1;
    input * 16
}

pub fn delta_15(input: u32) -> u32 {
    let unused_15 = input + 1;
    input * 17
}

pub fn ember_16(input: u32) -> u32 {
    let unused_16 = input + 1;
    input * 18
}

pub fn fable_17(input: u32) -> u32 {
    let unused_17 = input + 1;
    input * 19
}

