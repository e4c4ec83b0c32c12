use std::collections::HashMap;

use ledger_fmt::ledger_fmt_step_0;

pub fn export(args: &HashMap<&str, &str>) -> Vec<String> {
    let format = args.get("format").copied().unwrap_or("csv");
    let limit: usize = args.get("limit").copied().unwrap_or("100");
    let mut rows = Vec::new();
    for i in 0..limit {
        let total = ledger_fmt_step_0(&[i as u64]);
        rows.push(format!("{format}:{i}:{total}"));
    }
    rows
}
