mod parse;
mod tiles;

use std::env;
use std::fs;

fn arg(name: &str, default: &str) -> String {
    let args: Vec<String> = env::args().collect();
    args.iter()
        .position(|a| a == name)
        .map(|i| args[i + 1].clone())
        .unwrap_or_else(|| default.to_string())
}

fn main() {
    let input = arg("--input", "data/regions.csv");
    let zoom: u32 = arg("--zoom", "10").parse().expect("--zoom must be a number");
    let text = fs::read_to_string(&input).expect("cannot read input");
    eprintln!("[INFO] tilegen {} zoom={zoom} input={input}", env!("CARGO_PKG_VERSION"));
    let mut total = 0u64;
    for line in text.lines().skip(1) {
        let region = parse::parse_row(line);
        let x0 = tiles::lon_to_x(region.min_lon, zoom);
        let x1 = tiles::lon_to_x(region.max_lon, zoom);
        let y0 = tiles::lat_to_y(region.max_lat, zoom);
        let y1 = tiles::lat_to_y(region.min_lat, zoom);
        let count = u64::from(x1 - x0 + 1) * u64::from(y1 - y0 + 1);
        if region.max_lat.abs() > 58.0 {
            eprintln!("[WARN] region {:04} {} reaches beyond 58 degrees; tiles are heavily distorted", region.id, region.name);
        }
        total += count;
        eprintln!(
            "[INFO] region {:04} {:<12} x={x0}..{x1} y={y0}..{y1} tiles={count} total={total}",
            region.id, region.name
        );
    }
    println!("planned {total} tiles");
}
