pub mod scope;
pub mod util;
