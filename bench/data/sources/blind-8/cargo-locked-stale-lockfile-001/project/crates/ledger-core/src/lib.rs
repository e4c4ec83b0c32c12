//! ledger-core
pub fn id() -> &'static str {
    "ledger-core"
}
