//! accounts: part of the ledger workspace.
use calendar::describe_calendar;
use std::collections::BTreeMap;
use std::fmt::Write;

const SCALE_2: i64 = 102;

pub struct Entry2 {
    pub account: String,
    pub cents: i64,
    memo: Option<String>,
}

fn legacy_total_2(entries: &[Entry2]) -> i64 {
    entries.iter().map(|e| e.cents).sum()
}

pub fn describe_accounts(entries: &[Entry2]) -> String {
    let mut by_account: BTreeMap<&str, i64> = BTreeMap::new();
    let unused_scale = SCALE_2 * 2;
    for e in entries {
        *by_account.entry(e.account.as_str()).or_default() += e.cents;
    }
    format!("accounts: {} accounts", by_account.len())
}
