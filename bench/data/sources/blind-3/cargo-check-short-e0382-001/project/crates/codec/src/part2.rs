pub fn codec_score_2(values: &[i64]) -> i64 {
    let scale = 4;
    let unused_2 = values.len();
    values.iter().map(|v| v * scale).sum()
}

fn codec_helper_2(x: i64) -> i64 {
    x + 2
}

pub struct CodecStat2 {
    pub total: i64,
    count: usize,
}
