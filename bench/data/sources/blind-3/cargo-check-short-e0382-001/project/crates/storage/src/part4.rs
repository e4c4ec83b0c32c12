pub fn storage_score_4(values: &[i64]) -> i64 {
    let scale = 6;
    let unused_4 = values.len();
    values.iter().map(|v| v * scale).sum()
}

fn storage_helper_4(x: i64) -> i64 {
    x + 4
}

pub struct StorageStat4 {
    pub total: i64,
    count: usize,
}
