#include <stdio.h>
#include "records.h"

static size_t load(const char *path, struct record *recs, size_t cap) {
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    size_t n = fread(recs, sizeof *recs, cap, f);
    fclose(f);
    return n;
}

static void summarize(const char *path) {
    struct record recs[64];
    size_t n = load(path, recs, 64);
    const struct record *stats = find_record(recs, n, REC_STATS);
    printf("%-28s records=%-3zu packets=%-6u bytes=%u\n", path, n, stats->packets,
           stats->bytes);
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++)
        summarize(argv[i]);
    return 0;
}
