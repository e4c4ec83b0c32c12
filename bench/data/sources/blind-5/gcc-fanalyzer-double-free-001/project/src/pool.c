#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pool.h"

/* Fill the pool's slot memory from a snapshot file. */
int pool_load(struct pool *p, const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    char *buf = malloc(p->size);
    if (!buf) {
        fclose(f);
        return -1;
    }
    size_t got = fread(buf, 1, p->size, f);
    if (got != p->size) {
        free(buf);
        fclose(f);
        goto fail;
    }
    memcpy(p->slots, buf, p->size);
    free(buf);
    fclose(f);
    return 0;
fail:
    free(buf);
    return -1;
}
