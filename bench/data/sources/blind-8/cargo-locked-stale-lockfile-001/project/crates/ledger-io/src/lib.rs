//! ledger-io
pub fn id() -> &'static str {
    "ledger-io"
}
