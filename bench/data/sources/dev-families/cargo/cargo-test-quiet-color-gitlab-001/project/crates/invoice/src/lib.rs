pub mod invoice;
pub mod units;
