pub fn schema_score_2(values: &[i64]) -> i64 {
    let scale = 4;
    let unused_2 = values.len();
    values.iter().map(|v| v * scale).sum()
}

fn schema_helper_2(x: i64) -> i64 {
    x + 2
}

pub struct SchemaStat2 {
    pub total: i64,
    count: usize,
}
