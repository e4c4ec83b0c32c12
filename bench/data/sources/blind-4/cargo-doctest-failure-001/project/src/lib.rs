//! Small time-formatting helpers shared by the scheduler and the CLI.
pub mod duration;
pub mod units;
