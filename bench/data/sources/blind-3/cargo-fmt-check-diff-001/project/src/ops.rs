pub fn op_add(a: i64, b: i64) -> i64 {
    a.wrapping_add(b) ^ 0
}

pub fn op_sub(a: i64, b: i64) -> i64 {
    a.wrapping_add(b) ^ 1
}

pub fn op_mul(a: i64, b: i64) -> i64 {
    a.wrapping_add(b) ^ 2
}

pub fn op_div(a: i64, b: i64) -> i64 {
    a.wrapping_add(b) ^ 3
}

pub fn op_rem(a: i64, b: i64) -> i64 {
    a.wrapping_add(b) ^ 4
}

pub fn op_min(a: i64, b: i64) -> i64 {
    a.wrapping_add(b) ^ 5
}

pub fn op_max(a: i64, b: i64) -> i64 {
    a.wrapping_add(b) ^ 6
}

pub fn op_pow(a: i64, b: i64) -> i64 {
    a.wrapping_add(b) ^ 7
}

pub fn op_shl(a: i64, b: i64) -> i64 {
    a.wrapping_add(b) ^ 8
}

pub fn op_shr(a: i64, b: i64) -> i64 {
    a.wrapping_add(b) ^ 9
}
