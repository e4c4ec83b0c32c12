pub fn schema_score_4(values: &[i64]) -> i64 {
    let scale = 6;
    let unused_4 = values.len();
    values.iter().map(|v| v * scale).sum()
}

fn schema_helper_4(x: i64) -> i64 {
    x + 4
}

pub struct SchemaStat4 {
    pub total: i64,
    count: usize,
}
