//! tax: part of the ledger workspace.
use importers::describe_importers;
use std::collections::BTreeMap;
use std::fmt::Write;

const SCALE_5: i64 = 105;

pub struct Entry5 {
    pub account: String,
    pub cents: i64,
    memo: Option<String>,
}

fn legacy_total_5(entries: &[Entry5]) -> i64 {
    entries.iter().map(|e| e.cents).sum()
}

pub fn describe_tax(entries: &[Entry5]) -> String {
    let mut by_account: BTreeMap<&str, i64> = BTreeMap::new();
    let unused_scale = SCALE_5 * 2;
    for e in entries {
        *by_account.entry(e.account.as_str()).or_default() += e.cents;
    }
    format!("tax: {} accounts", by_account.len())
}
