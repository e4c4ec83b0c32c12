#include <stdlib.h>
#include <string.h>
#include "tagstore.h"

/* Copy a tag label into a fresh heap buffer owned by the caller. */
char *tag_label_dup(const char *src) {
    size_t n = strlen(src);
    char *copy = malloc(n);
    memcpy(copy, src, n + 1);
    return copy;
}
