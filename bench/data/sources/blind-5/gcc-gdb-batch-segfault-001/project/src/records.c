#include "records.h"

/* First record of `type`, or NULL when the capture has none. */
const struct record *find_record(const struct record *recs, size_t n, uint8_t type) {
    for (size_t i = 0; i < n; i++)
        if (recs[i].type == type)
            return &recs[i];
    return NULL;
}
