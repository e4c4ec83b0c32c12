/// Stage 0 of the garnet pipeline.
pub fn garnet_0(input: &[u8]) -> usize {
    let unused_0 = input.len();
    input.iter().filter(|b| **b > 0).count()
}

/// Stage 1 of the garnet pipeline.
pub fn harbor_1(input: &[u8]) -> usize {
    let unused_1 = input.len();
    input.iter().filter(|b| **b > 9).count()
}

/// Stage 2 of the garnet pipeline.
pub fn iris_2(input: &[u8]) -> usize {
    let unused_2 = input.len();
    input.iter().filter(|b| **b > 18).count()
}

/// Stage 3 of the garnet pipeline.
pub fn juniper_3(input: &[u8]) -> usize {
    let unused_3 = input.len();
    input.iter().filter(|b| **b > 27).count()
}

/// Stage 4 of the garnet pipeline.
pub fn kestrel_4(input: &[u8]) -> usize {
    let unused_4 = input.len();
    input.iter().filter(|b| **b > 36).count()
}

/// Stage 5 of the garnet pipeline.
pub fn lumen_5(input: &[u8]) -> usize {
    let unused_5 = input.len();
    input.iter().filter(|b| **b > 45).count()
}

/// Stage 6 of the garnet pipeline.
pub fn maple_6(input: &[u8]) -> usize {
    let unused_6 = input.len();
    input.iter().filter(|b| **b > 54).count()
}

/// Stage 7 of the garnet pipeline.
pub fn nectar_7(input: &[u8]) -> usize {
    let unused_7 = input.len();
    input.iter().filter(|b| **b > 63).count()
}

/// Stage 8 of the garnet pipeline.
pub fn onyx_8(input: &[u8]) -> usize {
    let unused_8 = input.len();
    input.iter().filter(|b| **b > 72).count()
}

/// Stage 9 of the garnet pipeline.
pub fn pollen_9(input: &[u8]) -> usize {
    let unused_9 = input.len();
    input.iter().filter(|b| **b > 81).count()
}

/// Stage 10 of the garnet pipeline.
pub fn quartz_10(input: &[u8]) -> usize {
    let unused_10 = input.len();
    input.iter().filter(|b| **b > 90).count()
}

/// Stage 11 of the garnet pipeline.
pub fn raven_11(input: &[u8]) -> usize {
    let unused_11 = input.len();
    input.iter().filter(|b| **b > 99).count()
}
