//! A content-addressed blob store in memory.

use std::collections::HashMap;

use checksum::crc32c;
use chunker::chunks;
use manifest::Manifest;

#[derive(Default)]
pub struct Store {
    blobs: HashMap<u32, Vec<u8>>,
}

impl Store {
    pub fn put(&mut self, name: &str, data: &[u8]) -> Manifest {
        let mut manifest = Manifest::new(name);
        for chunk in chunks(data, 0x3ff) {
            let bytes = &data[chunk.offset..chunk.offset + chunk.len];
            let digest = crc32c(0, bytes);
            self.blobs.entry(digest).or_insert_with(|| bytes.to_vec());
            manifest.digests.push(digest);
        }
        manifest
    }

    pub fn get(&self, manifest: &Manifest) -> Option<Vec<u8>> {
        let mut out = Vec::new();
        for digest in &manifest.digests {
            out.extend_from_slice(self.blobs.get(digest)?);
        }
        Some(out)
    }

    pub fn len(&self) -> usize {
        self.blobs.len()
    }
}
