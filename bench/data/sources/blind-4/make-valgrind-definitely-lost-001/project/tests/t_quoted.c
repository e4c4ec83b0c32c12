#include <stdio.h>
#include "csv.h"

int main(void) {
    size_t n;
    char **f = csv_split("\"a,b\",c", &n);
    if (!f) return 1;
    for (size_t i = 0; i < n; i++) printf("[%zu] '%s'\n", i, f[i]);
    csv_free(f, n);
    return 0;
}
