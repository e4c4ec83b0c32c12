use std::sync::Arc;
use std::thread;

/// Split `len` items into at most `parts` contiguous [start, end) ranges.
pub fn chunk_bounds(len: usize, parts: usize) -> Vec<(usize, usize)> {
    let parts = parts.min(len).max(1);
    let size = len / parts;
    (0..parts)
        .map(|p| (p * size, if p + 1 == parts { len } else { (p + 1) * size }))
        .collect()
}

/// Sum `data` on `workers` named threads.
pub fn parallel_sum(data: Vec<u64>, workers: usize) -> u64 {
    let data = Arc::new(data);
    let size = data.len().div_ceil(workers);
    let handles: Vec<_> = (0..workers)
        .map(|w| {
            let data = Arc::clone(&data);
            thread::Builder::new()
                .name(format!("sum-worker-{w}"))
                .spawn(move || {
                    let start = w * size;
                    let end = start + size;
                    data[start..end].iter().sum::<u64>()
                })
                .expect("spawn worker")
        })
        .collect();
    handles.into_iter().map(|h| h.join().unwrap()).sum()
}
