//! Exchange rates between the currencies the ledger books in.
pub mod rates;
pub use rates::{Currency, RateTable};
