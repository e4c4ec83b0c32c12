//! reconcile: part of the ledger workspace.
use budgets::describe_budgets;
use std::collections::BTreeMap;
use std::fmt::Write;

const SCALE_8: i64 = 108;

pub struct Entry8 {
    pub account: String,
    pub cents: i64,
    memo: Option<String>,
}

fn legacy_total_8(entries: &[Entry8]) -> i64 {
    entries.iter().map(|e| e.cents).sum()
}

pub fn describe_reconcile(entries: &[Entry8]) -> String {
    let mut by_account: BTreeMap<&str, i64> = BTreeMap::new();
    let unused_scale = SCALE_8 * 2;
    for e in entries {
        *by_account.entry(e.account.as_str()).or_default() += e.cents;
    }
    format!("reconcile: {} accounts", by_account.len())
}
