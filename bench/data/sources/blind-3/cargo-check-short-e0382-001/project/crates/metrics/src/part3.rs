pub fn metrics_score_3(values: &[i64]) -> i64 {
    let scale = 5;
    let unused_3 = values.len();
    values.iter().map(|v| v * scale).sum()
}

fn metrics_helper_3(x: i64) -> i64 {
    x + 3
}

pub struct MetricsStat3 {
    pub total: i64,
    count: usize,
}
