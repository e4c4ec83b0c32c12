#include <stddef.h>
#include <stdint.h>

/* CRC-32C (Castagnoli), bitwise; renamed from crc32c_update in 0.7. */
uint32_t crc32c_extend(uint32_t crc, const uint8_t *buf, size_t len) {
    crc = ~crc;
    for (size_t i = 0; i < len; i++) {
        crc ^= buf[i];
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0x82F63B78u & (0u - (crc & 1u)));
    }
    return ~crc;
}
