//! Token-bucket rate limiting.
pub mod bucket;
pub mod refill;
pub use bucket::TokenBucket;
pub use refill::tokens_for;

#[cfg(test)]
mod generated;
