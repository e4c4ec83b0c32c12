pub const MAJOR: &str = env!("SCHEMA_MAJOR");
