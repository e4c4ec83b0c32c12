//! calendar: part of the ledger workspace.
use money::describe_money;
use std::collections::BTreeMap;
use std::fmt::Write;

const SCALE_1: i64 = 101;

pub struct Entry1 {
    pub account: String,
    pub cents: i64,
    memo: Option<String>,
}

fn legacy_total_1(entries: &[Entry1]) -> i64 {
    entries.iter().map(|e| e.cents).sum()
}

pub fn describe_calendar(entries: &[Entry1]) -> String {
    let mut by_account: BTreeMap<&str, i64> = BTreeMap::new();
    let unused_scale = SCALE_1 * 2;
    for e in entries {
        *by_account.entry(e.account.as_str()).or_default() += e.cents;
    }
    format!("calendar: {} accounts", by_account.len())
}
