//! The proxy's routing table.

pub struct Route {
    pub host: String,
    pub port: u16,
    pub weight: u32,
}

pub fn total_weight(routes: &[Route]) -> u32 {
    routes.iter().map(|r| r.weight).sum()
}

/// Collect a `host:port` label for each route (used by the admin page).
pub fn labels<'a>(routes: &'a [Route], out: &mut Vec<&'a str>) {
    for r in routes {
        let label = format!("{}:{}", r.host, r.port);
        out.push(&label);
    }
}
