//! importers: part of the ledger workspace.
use journal::describe_journal;
use std::collections::BTreeMap;
use std::fmt::Write;

const SCALE_4: i64 = 104;

pub struct Entry4 {
    pub account: String,
    pub cents: i64,
    memo: Option<String>,
}

fn legacy_total_4(entries: &[Entry4]) -> i64 {
    entries.iter().map(|e| e.cents).sum()
}

pub fn describe_importers(entries: &[Entry4]) -> String {
    let mut by_account: BTreeMap<&str, i64> = BTreeMap::new();
    let unused_scale = SCALE_4 * 2;
    for e in entries {
        *by_account.entry(e.account.as_str()).or_default() += e.cents;
    }
    format!("importers: {} accounts", by_account.len())
}
