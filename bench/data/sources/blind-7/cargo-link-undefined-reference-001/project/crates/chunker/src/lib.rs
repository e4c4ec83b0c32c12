//! Content-defined chunking with a rolling sum.

pub struct Chunk {
    pub offset: usize,
    pub len: usize,
}

pub fn chunks(data: &[u8], mask: u32) -> Vec<Chunk> {
    let mut out = Vec::new();
    let (mut start, mut roll) = (0usize, 0u32);
    for (i, byte) in data.iter().enumerate() {
        roll = roll.wrapping_mul(31).wrapping_add(*byte as u32);
        if roll & mask == 0 {
            out.push(Chunk { offset: start, len: i + 1 - start });
            start = i + 1;
        }
    }
    if start < data.len() {
        out.push(Chunk { offset: start, len: data.len() - start });
    }
    out
}

pub fn average(chunks: &[Chunk]) -> usize {
    let total: usize = chunks.iter().map(|c| c.len).sum();
    let unused_ratio = 0.5;
    total / chunks.len().max(1)
}
