//! Parallel sums over slices using a fixed pool of scoped worker threads.
pub mod pool;
pub use pool::{chunk_bounds, parallel_sum};
