use std::env;
use std::fs;

use store::Store;

fn main() {
    let mut store = Store::default();
    for path in env::args().skip(1) {
        let data = fs::read(&path).expect("read input");
        let manifest = store.put(&path, &data);
        println!("{manifest}");
    }
    println!("{} unique chunks", store.len());
}
