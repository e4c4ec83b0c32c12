//! ledger-cli
pub fn id() -> &'static str {
    "ledger-cli"
}
