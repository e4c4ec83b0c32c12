/// One row of data/regions.csv (`;`-separated, exported from the planning sheet).
#[derive(Debug, Clone)]
pub struct Region {
    pub id: u32,
    pub name: String,
    pub min_lon: f64,
    pub min_lat: f64,
    pub max_lon: f64,
    pub max_lat: f64,
}

pub fn parse_row(line: &str) -> Region {
    let f: Vec<&str> = line.split(';').collect();
    Region {
        id: f[0].parse().unwrap(),
        name: f[1].to_string(),
        min_lon: f[2].parse().unwrap(),
        min_lat: f[3].parse().unwrap(),
        max_lon: f[4].parse().unwrap(),
        max_lat: f[5].parse().unwrap(),
    }
}
