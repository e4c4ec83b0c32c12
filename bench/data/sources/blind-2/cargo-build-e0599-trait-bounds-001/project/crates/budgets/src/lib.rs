//! budgets: part of the ledger workspace.
use audit_log::describe_audit_log;
use std::collections::BTreeMap;
use std::fmt::Write;

const SCALE_7: i64 = 107;

pub struct Entry7 {
    pub account: String,
    pub cents: i64,
    memo: Option<String>,
}

fn legacy_total_7(entries: &[Entry7]) -> i64 {
    entries.iter().map(|e| e.cents).sum()
}

pub fn describe_budgets(entries: &[Entry7]) -> String {
    let mut by_account: BTreeMap<&str, i64> = BTreeMap::new();
    let unused_scale = SCALE_7 * 2;
    for e in entries {
        *by_account.entry(e.account.as_str()).or_default() += e.cents;
    }
    format!("budgets: {} accounts", by_account.len())
}
