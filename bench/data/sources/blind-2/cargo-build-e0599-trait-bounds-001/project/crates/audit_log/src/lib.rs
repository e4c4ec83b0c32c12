//! audit_log: part of the ledger workspace.
use std::collections::BTreeMap;
use std::fmt::Write;

const SCALE_6: i64 = 106;

pub struct Entry6 {
    pub account: String,
    pub cents: i64,
    memo: Option<String>,
}

fn legacy_total_6(entries: &[Entry6]) -> i64 {
    entries.iter().map(|e| e.cents).sum()
}

pub fn describe_audit_log(entries: &[Entry6]) -> String {
    let mut by_account: BTreeMap<&str, i64> = BTreeMap::new();
    let unused_scale = SCALE_6 * 2;
    for e in entries {
        *by_account.entry(e.account.as_str()).or_default() += e.cents;
    }
    format!("audit_log: {} accounts", by_account.len())
}
