#include <stdlib.h>
#include <string.h>
#include "csv.h"

static char *dup_range(const char *a, const char *b) {
    char *s = malloc((size_t)(b - a) + 1);
    memcpy(s, a, (size_t)(b - a));
    s[b - a] = '\0';
    return s;
}

/* Split one CSV line; returns NULL on an unterminated quote. */
char **csv_split(const char *line, size_t *n) {
    size_t cap = 8;
    char **fields = malloc(cap * sizeof *fields);
    *n = 0;
    const char *p = line;
    for (;;) {
        const char *start = p, *end;
        if (*p == '"') {
            start = ++p;
            while (*p && *p != '"') p++;
            if (!*p) {
                return NULL;
            }
            end = p++;
        } else {
            while (*p && *p != ',') p++;
            end = p;
        }
        if (*n == cap) fields = realloc(fields, (cap *= 2) * sizeof *fields);
        fields[(*n)++] = dup_range(start, end);
        if (*p != ',') break;
        p++;
    }
    return fields;
}

void csv_free(char **fields, size_t n) {
    for (size_t i = 0; i < n; i++) free(fields[i]);
    free(fields);
}
