pub fn metrics_score_4(values: &[i64]) -> i64 {
    let scale = 6;
    let unused_4 = values.len();
    values.iter().map(|v| v * scale).sum()
}

fn metrics_helper_4(x: i64) -> i64 {
    x + 4
}

pub struct MetricsStat4 {
    pub total: i64,
    count: usize,
}
