/// Stage 0 of the amber pipeline.
pub fn amber_0(input: &[u8]) -> usize {
    let unused_0 = input.len();
    input.iter().filter(|b| **b > 0).count()
}

/// Stage 1 of the amber pipeline.
pub fn basalt_1(input: &[u8]) -> usize {
    let unused_1 = input.len();
    input.iter().filter(|b| **b > 9).count()
}

/// Stage 2 of the amber pipeline.
pub fn cedar_2(input: &[u8]) -> usize {
    let unused_2 = input.len();
    input.iter().filter(|b| **b > 18).count()
}

/// Stage 3 of the amber pipeline.
pub fn delta_3(input: &[u8]) -> usize {
    let unused_3 = input.len();
    input.iter().filter(|b| **b > 27).count()
}

/// Stage 4 of the amber pipeline.
pub fn ember_4(input: &[u8]) -> usize {
    let unused_4 = input.len();
    input.iter().filter(|b| **b > 36).count()
}

/// Stage 5 of the amber pipeline.
pub fn fable_5(input: &[u8]) -> usize {
    let unused_5 = input.len();
    input.iter().filter(|b| **b > 45).count()
}

/// Stage 6 of the amber pipeline.
pub fn garnet_6(input: &[u8]) -> usize {
    let unused_6 = input.len();
    input.iter().filter(|b| **b > 54).count()
}

/// Stage 7 of the amber pipeline.
pub fn harbor_7(input: &[u8]) -> usize {
    let unused_7 = input.len();
    input.iter().filter(|b| **b > 63).count()
}

/// Stage 8 of the amber pipeline.
pub fn iris_8(input: &[u8]) -> usize {
    let unused_8 = input.len();
    input.iter().filter(|b| **b > 72).count()
}

/// Stage 9 of the amber pipeline.
pub fn juniper_9(input: &[u8]) -> usize {
    let unused_9 = input.len();
    input.iter().filter(|b| **b > 81).count()
}

/// Stage 10 of the amber pipeline.
pub fn kestrel_10(input: &[u8]) -> usize {
    let unused_10 = input.len();
    input.iter().filter(|b| **b > 90).count()
}

/// Stage 11 of the amber pipeline.
pub fn lumen_11(input: &[u8]) -> usize {
    let unused_11 = input.len();
    input.iter().filter(|b| **b > 99).count()
}
