use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let obj = out.join("crc32c.o");
    let status = Command::new("cc")
        .args(["-c", "-O2", "-fPIC", "csrc/crc32c.c", "-o"])
        .arg(&obj)
        .status()
        .expect("failed to run cc");
    assert!(status.success(), "cc failed");
    let status = Command::new("ar")
        .arg("crs")
        .arg(out.join("libcrc32c.a"))
        .arg(&obj)
        .status()
        .expect("failed to run ar");
    assert!(status.success(), "ar failed");
    println!("cargo:rustc-link-search=native={}", out.display());
    println!("cargo:rustc-link-lib=static=crc32c");
    println!("cargo:rerun-if-changed=csrc/crc32c.c");
}
