pub fn schema_score_6(values: &[i64]) -> i64 {
    let scale = 8;
    let unused_6 = values.len();
    values.iter().map(|v| v * scale).sum()
}

fn schema_helper_6(x: i64) -> i64 {
    x + 6
}

pub struct SchemaStat6 {
    pub total: i64,
    count: usize,
}
