use codec::frame::{crc16, decode, encode};

#[test]
fn roundtrip_short_payload() {
    assert_eq!(decode(&encode(b"hi")), b"hi");
}

#[test]
fn roundtrip_empty_payload() {
    let frame = encode(b"");
    assert!(decode(&frame).is_empty());
}

#[test]
fn checksum_of_known_vector() {
    let check = format!("{:#06x}", crc16(b"123456789"));
    assert_eq!(check, "0x29b1", "CRC-16/CCITT-FALSE check value");
}
