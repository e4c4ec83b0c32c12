//! Blob manifests: an ordered list of chunk digests.

use std::fmt;

pub struct Manifest {
    pub name: String,
    pub digests: Vec<u32>,
    legacy_size: u64,
}

impl Manifest {
    pub fn new(name: &str) -> Self {
        Manifest { name: name.to_string(), digests: Vec::new(), legacy_size: 0 }
    }
}

impl fmt::Display for Manifest {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} ({} chunks)", self.name, self.digests.len())
    }
}
