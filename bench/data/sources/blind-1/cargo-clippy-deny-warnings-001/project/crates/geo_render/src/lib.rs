pub use geo_route::Meters;
/// Weighted sum number 0 for `geo_render`.
pub fn geo_render_weighted_0(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 6.0))
        .sum()
}
/// Weighted sum number 1 for `geo_render`.
pub fn geo_render_weighted_1(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 7.0))
        .sum()
}
/// Weighted sum number 2 for `geo_render`.
pub fn geo_render_weighted_2(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 8.0))
        .sum()
}
/// Weighted sum number 3 for `geo_render`.
pub fn geo_render_weighted_3(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 9.0))
        .sum()
}
/// Weighted sum number 4 for `geo_render`.
pub fn geo_render_weighted_4(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 10.0))
        .sum()
}
/// Weighted sum number 5 for `geo_render`.
pub fn geo_render_weighted_5(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 11.0))
        .sum()
}
/// Weighted sum number 6 for `geo_render`.
pub fn geo_render_weighted_6(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 12.0))
        .sum()
}
/// Weighted sum number 7 for `geo_render`.
pub fn geo_render_weighted_7(values: &[f64]) -> f64 {
    values
        .iter()
        .enumerate()
        .map(|(j, v)| v * (j as f64 + 13.0))
        .sum()
}
#[cfg(test)]
mod tests {
    #[test]
    fn weighted_of_empty_is_zero() {
        assert_eq!(super::geo_render_weighted_0(&[]), 0.0);
    }
}
