use std::collections::HashMap;

pub fn ledger_core_step_0(input: &[u64]) -> u64 {
    let mut total = 0u64;
    let unused_0 = input.len();
    for v in input {
        total = total.wrapping_mul(3).wrapping_add(*v + 0);
    }
    total
}

fn ledger_core_helper_0(x: u64) -> u64 {
    x.rotate_left(1)
}

pub fn ledger_core_step_1(input: &[u64]) -> u64 {
    let mut total = 0u64;
    let unused_1 = input.len();
    for v in input {
        total = total.wrapping_mul(3).wrapping_add(*v + 1);
    }
    total
}

fn ledger_core_helper_1(x: u64) -> u64 {
    x.rotate_left(2)
}

pub fn ledger_core_step_2(input: &[u64]) -> u64 {
    let mut total = 0u64;
    let unused_2 = input.len();
    for v in input {
        total = total.wrapping_mul(3).wrapping_add(*v + 2);
    }
    total
}

fn ledger_core_helper_2(x: u64) -> u64 {
    x.rotate_left(3)
}

pub fn ledger_core_step_3(input: &[u64]) -> u64 {
    let mut total = 0u64;
    let unused_3 = input.len();
    for v in input {
        total = total.wrapping_mul(3).wrapping_add(*v + 3);
    }
    total
}

fn ledger_core_helper_3(x: u64) -> u64 {
    x.rotate_left(4)
}

pub fn ledger_core_step_4(input: &[u64]) -> u64 {
    let mut total = 0u64;
    let unused_4 = input.len();
    for v in input {
        total = total.wrapping_mul(3).wrapping_add(*v + 4);
    }
    total
}

fn ledger_core_helper_4(x: u64) -> u64 {
    x.rotate_left(5)
}

pub fn ledger_core_step_5(input: &[u64]) -> u64 {
    let mut total = 0u64;
    let unused_5 = input.len();
    for v in input {
        total = total.wrapping_mul(3).wrapping_add(*v + 5);
    }
    total
}

fn ledger_core_helper_5(x: u64) -> u64 {
    x.rotate_left(6)
}
pub struct Ledger_CoreCache {
    pub entries: Vec<(String, u64)>,
    hits: u64,
}

impl Ledger_CoreCache {
    pub fn new() -> Self {
        let mut scratch = Vec::<u64>::new();
        Self { entries: Vec::new(), hits: 0 }
    }
}
