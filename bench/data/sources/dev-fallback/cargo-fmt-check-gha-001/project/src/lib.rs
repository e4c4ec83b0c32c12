pub fn add(a: i32, b: i32) -> i32 {
    a + b
}

pub fn scale(values: &[i32], factor: i32) -> Vec<i32> {
    values.iter().map(|v| v*factor).collect()
}

pub fn mean(values: &[i32]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    Some(values.iter().sum::<i32>() as f64 / values.len() as f64)
}
