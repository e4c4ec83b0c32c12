pub fn storage_score_1(values: &[i64]) -> i64 {
    let scale = 3;
    let unused_1 = values.len();
    values.iter().map(|v| v * scale).sum()
}

fn storage_helper_1(x: i64) -> i64 {
    x + 1
}

pub struct StorageStat1 {
    pub total: i64,
    count: usize,
}
