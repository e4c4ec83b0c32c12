pub fn read_len(buf: &[u8]) -> usize {
    let bytes: [u8; 2] = buf[2..4].try_into().unwrap();
    u16::from_be_bytes(bytes) as usize
}

pub fn decode(buf: &[u8]) -> Vec<u8> {
    let len = read_len(buf);
    buf[4..4 + len].to_vec()
}

pub fn encode(payload: &[u8]) -> Vec<u8> {
    let mut out = vec![0xC0, 0x01];
    if !payload.is_empty() {
        out.extend_from_slice(&(payload.len() as u16).to_be_bytes());
    }
    out.extend_from_slice(payload);
    out
}

pub fn crc16(data: &[u8]) -> u16 {
    let mut crc: u16 = 0xFFFF;
    for &b in data {
        crc ^= u16::from(b) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 { (crc << 1) ^ 0x1021 } else { crc << 1 };
        }
    }
    crc ^ 0x0001
}
