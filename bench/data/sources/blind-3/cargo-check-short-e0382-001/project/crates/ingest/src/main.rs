mod config;

use config::Config;

fn start(cfg: Config) -> usize {
    cfg.batch_size * cfg.workers
}

fn main() {
    let cfg = Config::from_env();
    let capacity = start(cfg);
    println!("ingest {} starting, capacity {}", cfg.name, capacity);
    let _ = schema::part0::schema_score_0(&[1, 2, 3]);
}
