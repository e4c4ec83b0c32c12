pub fn metrics_score_0(values: &[i64]) -> i64 {
    let scale = 2;
    let unused_0 = values.len();
    values.iter().map(|v| v * scale).sum()
}

fn metrics_helper_0(x: i64) -> i64 {
    x + 0
}

pub struct MetricsStat0 {
    pub total: i64,
    count: usize,
}
