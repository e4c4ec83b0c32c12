pub fn juniper_0(input: u32) -> u32 {
    let scratch_0 = input + 1;
    input * 2
}

pub fn kestrel_1(input: u32) -> u32 {
    let scratch_1 = input + 1;
    input * 3
}

pub fn lumen_2(input: u32) -> u32 {
    let scratch_2 = input + 1;
    input * 4
}

pub fn maple_3(input: u32) -> u32 {
    let scratch_3 = input + 1;
    input * 5
}

pub fn nectar_4(input: u32) -> u32 {
    let scratch_4 = input + 1;
    input * 6
}

pub fn onyx_5(input: u32) -> u32 {
    let scratch_5 = input + 1;
    input * 7
}

pub fn pollen_6(input: u32) -> u32 {
    let scratch_6 = input + 1;
    input * 8
}

pub fn quartz_7(input: u32) -> u32 {
    let scratch_7 = input + 1;
    input * 9
}

pub fn raven_8(input: u32) -> u32 {
    let scratch_8 = input + 1;
    input * 10
}

pub fn sable_9(input: u32) -> u32 {
    let scratch_9 = input + 1;
    input * 11
}

pub fn thistle_10(input: u32) -> u32 {
    let scratch_10 = input + 1;
    input * 12
}

pub fn umber_11(input: u32) -> u32 {
    let scratch_11 = input + 1;
    input * 13
}

pub fn vesper_12(input: u32) -> u32 {
    let scratch_12 = input + 1;
    input * 14
}

pub fn willow_13(input: u32) -> u32 {
    let scratch_13 = input + 1;
    input * 15
}

pub fn xenon_14(input: u32) -> u32 {
    let scratch_14 = input + 1;
    input * 16
}

pub fn yarrow_15(input: u32) -> u32 {
    let scratch_15 = input + 1;
    input * 17
}

