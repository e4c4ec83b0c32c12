pub fn mean(values: &Vec<f64>) -> f64 {
    let mut sum = 0.0;
    for i in 0..values.len() {
        sum += values[i];
    }
    return sum / values.len() as f64;
}

pub fn in_band(x: f64) -> bool {
    x >= 0.25 && x <= 0.75
}
