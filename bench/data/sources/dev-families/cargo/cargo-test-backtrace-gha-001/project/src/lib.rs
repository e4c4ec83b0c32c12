pub mod frame;
pub mod table;
