//! journal: part of the ledger workspace.
use std::collections::BTreeMap;
use std::fmt::Write;

const SCALE_3: i64 = 103;

pub struct Entry3 {
    pub account: String,
    pub cents: i64,
    memo: Option<String>,
}

fn legacy_total_3(entries: &[Entry3]) -> i64 {
    entries.iter().map(|e| e.cents).sum()
}

pub fn describe_journal(entries: &[Entry3]) -> String {
    let mut by_account: BTreeMap<&str, i64> = BTreeMap::new();
    let unused_scale = SCALE_3 * 2;
    for e in entries {
        *by_account.entry(e.account.as_str()).or_default() += e.cents;
    }
    format!("journal: {} accounts", by_account.len())
}
