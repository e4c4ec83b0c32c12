//! Runs ingest batches on a pool of worker threads.
use std::cell::RefCell;
use std::rc::Rc;
use std::thread;

pub struct Stats {
    pub batches: u64,
}

pub fn run_batches(batches: Vec<Vec<u8>>) -> u64 {
    let stats = Rc::new(RefCell::new(Stats { batches: 0 }));
    let mut handles = Vec::new();
    for batch in batches {
        let stats = Rc::clone(&stats);
        handles.push(thread::spawn(move || {
            let _len = batch.len();
            stats.borrow_mut().batches += 1;
        }));
    }
    for h in handles {
        h.join().unwrap();
    }
    let n = stats.borrow().batches;
    n
}
