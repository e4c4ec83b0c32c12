//! CRC-32C over byte slices, backed by a small C routine.

extern "C" {
    fn crc32c_update(crc: u32, buf: *const u8, len: usize) -> u32;
}

/// The CRC-32C of `data`, continuing from `crc` (0 to start).
pub fn crc32c(crc: u32, data: &[u8]) -> u32 {
    unsafe { crc32c_update(crc, data.as_ptr(), data.len()) }
}
