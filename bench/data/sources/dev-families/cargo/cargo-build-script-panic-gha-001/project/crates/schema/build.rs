use std::env;
use std::fs;

fn main() {
    println!("cargo:rerun-if-changed=schema/VERSION");
    let root = env::var("CARGO_MANIFEST_DIR").unwrap();
    let version = fs::read_to_string(format!("{root}/schema/VERSION")).unwrap();
    let major: u32 = version.trim().split('.').next().unwrap().parse().unwrap();
    println!("schema version {}", version.trim());
    let version = version.trim();
    assert!(major >= 3, "schema {version} is too old: the generator needs 3.x or newer");
    println!("cargo:rustc-env=SCHEMA_MAJOR={major}");
}
