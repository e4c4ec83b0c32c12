#ifndef WIRE_H
#define WIRE_H
#include <stdint.h>

/* On-the-wire frame header; peers read it as 16 raw bytes. */
struct wire_hdr {
    uint32_t magic;
    uint16_t version;
    uint16_t flags;
    uint32_t length;
    uint32_t checksum;
    uint64_t trace_id; /* added for distributed tracing */
};

_Static_assert(sizeof(struct wire_hdr) == 16, "wire_hdr must stay 16 bytes (protocol v2)");

#endif
