use std::thread;

pub fn shard_sums(data: &[u32], shards: usize) -> Vec<u32> {
    let size = data.len() / shards;
    thread::scope(|s| {
        let handles: Vec<_> = (0..shards)
            .map(|i| s.spawn(move || {
                let chunk = &data[i * size..(i + 1) * size + 1];
                chunk.iter().sum::<u32>()
            }))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_four_shards() {
        let data: Vec<u32> = (1..=16).collect();
        assert_eq!(shard_sums(&data, 4), vec![10, 26, 42, 58]);
    }
}
