//! money: part of the ledger workspace.
use std::collections::BTreeMap;
use std::fmt::Write;

const SCALE_0: i64 = 100;

pub struct Entry0 {
    pub account: String,
    pub cents: i64,
    memo: Option<String>,
}

fn legacy_total_0(entries: &[Entry0]) -> i64 {
    entries.iter().map(|e| e.cents).sum()
}

pub fn describe_money(entries: &[Entry0]) -> String {
    let mut by_account: BTreeMap<&str, i64> = BTreeMap::new();
    let unused_scale = SCALE_0 * 2;
    for e in entries {
        *by_account.entry(e.account.as_str()).or_default() += e.cents;
    }
    format!("money: {} accounts", by_account.len())
}
