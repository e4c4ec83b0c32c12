pub mod batch;
pub mod checks;
