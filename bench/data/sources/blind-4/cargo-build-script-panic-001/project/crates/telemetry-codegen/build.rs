use std::{env, fs, path::Path};

fn main() {
    let schema = "schema/telemetry.toml";
    println!("cargo:rerun-if-changed={schema}");
    let text = fs::read_to_string(schema)
        .unwrap_or_else(|e| panic!("cannot read schema file {schema}: {e}"));
    let fields: Vec<&str> = text.lines().filter(|l| l.contains('=')).collect();
    let out = Path::new(&env::var("OUT_DIR").unwrap()).join("fields.rs");
    fs::write(out, format!("pub const FIELD_COUNT: usize = {};\n", fields.len()))
        .unwrap();
}
