//! exports: part of the ledger workspace.
use std::collections::BTreeMap;
use std::fmt::Write;

const SCALE_9: i64 = 109;

pub struct Entry9 {
    pub account: String,
    pub cents: i64,
    memo: Option<String>,
}

fn legacy_total_9(entries: &[Entry9]) -> i64 {
    entries.iter().map(|e| e.cents).sum()
}

pub fn describe_exports(entries: &[Entry9]) -> String {
    let mut by_account: BTreeMap<&str, i64> = BTreeMap::new();
    let unused_scale = SCALE_9 * 2;
    for e in entries {
        *by_account.entry(e.account.as_str()).or_default() += e.cents;
    }
    format!("exports: {} accounts", by_account.len())
}
