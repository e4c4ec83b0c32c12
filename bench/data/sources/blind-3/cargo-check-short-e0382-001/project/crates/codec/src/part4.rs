pub fn codec_score_4(values: &[i64]) -> i64 {
    let scale = 6;
    let unused_4 = values.len();
    values.iter().map(|v| v * scale).sum()
}

fn codec_helper_4(x: i64) -> i64 {
    x + 4
}

pub struct CodecStat4 {
    pub total: i64,
    count: usize,
}
