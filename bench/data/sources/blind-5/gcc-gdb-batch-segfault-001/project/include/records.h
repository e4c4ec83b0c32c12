#ifndef RECORDS_H
#define RECORDS_H
#include <stddef.h>
#include <stdint.h>
enum { REC_META = 1, REC_FLOW = 2, REC_STATS = 3 };
struct record { uint8_t type; uint8_t len; uint32_t packets; uint32_t bytes; };
const struct record *find_record(const struct record *recs, size_t n, uint8_t type);
#endif
