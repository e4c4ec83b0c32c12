use std::sync::mpsc;
use std::thread;

fn parse_row(row: &str) -> (String, u32) {
    let mut parts = row.split(',');
    let name = parts.next().unwrap().to_string();
    let qty = parts.next().expect("row has a quantity column").trim().parse().unwrap();
    (name, qty)
}

fn main() {
    let rows: Vec<String> = (0..300)
        .map(|i| if i == 187 { format!("sku-{i}") } else { format!("sku-{i}, {}", i % 9) })
        .collect();
    let (tx, rx) = mpsc::channel();
    let mut workers = Vec::new();
    for (w, chunk) in rows.chunks(100).enumerate() {
        let chunk = chunk.to_vec();
        let tx = tx.clone();
        workers.push(
            thread::Builder::new()
                .name(format!("loader-{w}"))
                .spawn(move || {
                    for row in chunk {
                        tx.send(parse_row(&row)).unwrap();
                    }
                })
                .unwrap(),
        );
    }
    drop(tx);
    let mut total = 0;
    for (name, qty) in rx {
        total += qty;
        println!("loaded {name} qty {qty}");
    }
    for w in workers {
        w.join().expect("loader thread panicked");
    }
    println!("total quantity {total}");
}
