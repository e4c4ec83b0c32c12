//! Core geometry: points and bounding boxes.

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub lat: f64,
    pub lon: f64,
}

/// Bounding box of the points as (min, max) corners.
pub fn bbox(points: &[Point]) -> (Point, Point) {
    let mut lo = points[0];
    let mut hi = points[0];
    for p in points {
        lo.lat = lo.lat.min(p.lat);
        lo.lon = lo.lon.min(p.lon);
        hi.lat = hi.lat.max(p.lat);
        hi.lon = hi.lat.max(p.lon);
    }
    (lo, hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(lat: f64, lon: f64) -> Point {
        Point { lat, lon }
    }

    #[test]
    fn bbox_single_point() {
        assert_eq!(bbox(&[p(1.0, 2.0)]), (p(1.0, 2.0), p(1.0, 2.0)));
    }

    #[test]
    fn bbox_spans_all_points() {
        let pts = [p(10.0, -3.0), p(-2.0, 40.0), p(5.0, 7.5)];
        assert_eq!(bbox(&pts), (p(-2.0, -3.0), p(10.0, 40.0)), "bbox of {:?}", pts);
    }
}
