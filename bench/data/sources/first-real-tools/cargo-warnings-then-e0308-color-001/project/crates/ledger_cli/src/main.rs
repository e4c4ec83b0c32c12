use std::collections::HashMap;
mod export;

fn main() {
    let mut args: HashMap<&str, &str> = HashMap::new();
    args.insert("format", "csv");
    let rows = export::export(&args);
    println!("exported {} rows", rows.len());
}
