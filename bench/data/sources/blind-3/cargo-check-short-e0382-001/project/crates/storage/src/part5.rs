pub fn storage_score_5(values: &[i64]) -> i64 {
    let scale = 7;
    let unused_5 = values.len();
    values.iter().map(|v| v * scale).sum()
}

fn storage_helper_5(x: i64) -> i64 {
    x + 5
}

pub struct StorageStat5 {
    pub total: i64,
    count: usize,
}
