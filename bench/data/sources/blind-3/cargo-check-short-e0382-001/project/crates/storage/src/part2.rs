pub fn storage_score_2(values: &[i64]) -> i64 {
    let scale = 4;
    let unused_2 = values.len();
    values.iter().map(|v| v * scale).sum()
}

fn storage_helper_2(x: i64) -> i64 {
    x + 2
}

pub struct StorageStat2 {
    pub total: i64,
    count: usize,
}
