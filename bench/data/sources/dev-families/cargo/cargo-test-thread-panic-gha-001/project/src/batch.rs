use std::thread;

#[derive(Debug, Clone)]
pub struct Record {
    pub id: u32,
    pub len: usize,
}

pub fn validate(id: usize, records: &[Record], declared: usize) -> usize {
    let total: usize = records.iter().map(|r| r.len).sum();
    if total != declared {
        let first = records.first();
        let msg = format!("batch {id} holds {total} bytes but its header declares {declared}");
        panic!("{msg}\nfirst record: {first:?}");
    }
    total
}

pub fn merge(batches: Vec<(Vec<Record>, usize)>) -> usize {
    let handles: Vec<_> = batches
        .into_iter()
        .enumerate()
        .map(|(id, (recs, declared))| thread::spawn(move || validate(id, &recs, declared)))
        .collect();
    handles.into_iter().map(|h| h.join().unwrap()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn recs(lens: &[usize]) -> Vec<Record> {
        lens.iter().enumerate().map(|(i, &len)| Record { id: i as u32, len }).collect()
    }

    #[test]
    fn merges_parallel_batches() {
        let batches = vec![(recs(&[10, 20]), 30), (recs(&[5, 5, 5]), 15), (recs(&[7, 8]), 16)];
        assert_eq!(merge(batches), 61);
    }

    #[test]
    fn single_batch() {
        assert_eq!(merge(vec![(recs(&[4]), 4)]), 4);
    }
}
