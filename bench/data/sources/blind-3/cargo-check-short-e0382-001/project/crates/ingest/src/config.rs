pub struct Config {
    pub name: String,
    pub batch_size: usize,
    pub workers: usize,
}

impl Config {
    pub fn from_env() -> Self {
        let name = std::env::var("INGEST_NAME").unwrap_or_else(|_| "ingest".into());
        Config { name, batch_size: 500, workers: 4 }
    }
}
