use std::f64::consts::PI;

pub fn lon_to_x(lon: f64, zoom: u32) -> u32 {
    ((lon + 180.0) / 360.0 * f64::from(1u32 << zoom)).floor() as u32
}

pub fn lat_to_y(lat: f64, zoom: u32) -> u32 {
    let r = lat.to_radians();
    let n = f64::from(1u32 << zoom);
    ((1.0 - (r.tan() + 1.0 / r.cos()).ln() / PI) / 2.0 * n).floor() as u32
}
