#include <stdio.h>
#include "csv.h"

int main(void) {
    size_t n;
    char **f = csv_split("fable0,garnet1,harbor2,iris3,juniper4,kestrel5,lumen6", &n);
    if (!f) return 1;
    for (size_t i = 0; i < n; i++) printf("[%zu] '%s'\n", i, f[i]);
    csv_free(f, n);
    return 0;
}
