pub use geo_stats::Meters;
/// Weighted sum number 0 for `geo_export`.
pub fn geo_export_weighted_0(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 11.0))
        .sum()
}
/// Weighted sum number 1 for `geo_export`.
pub fn geo_export_weighted_1(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 12.0))
        .sum()
}
/// Weighted sum number 2 for `geo_export`.
pub fn geo_export_weighted_2(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 13.0))
        .sum()
}
/// Weighted sum number 3 for `geo_export`.
pub fn geo_export_weighted_3(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 14.0))
        .sum()
}
/// Weighted sum number 4 for `geo_export`.
pub fn geo_export_weighted_4(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 15.0))
        .sum()
}
/// Weighted sum number 5 for `geo_export`.
pub fn geo_export_weighted_5(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 16.0))
        .sum()
}
/// Weighted sum number 6 for `geo_export`.
pub fn geo_export_weighted_6(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 17.0))
        .sum()
}
/// Weighted sum number 7 for `geo_export`.
pub fn geo_export_weighted_7(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 18.0))
        .sum()
}
#[cfg(test)]
mod tests {
    #[test]
    fn weighted_of_empty_is_zero() {
        assert_eq!(super::geo_export_weighted_0(&[]), 0.0);
    }
}
