#include <stdio.h>
#include "csv.h"

int main(void) {
    size_t n;
    char **f = csv_split("garnet0,harbor1,iris2,juniper3,kestrel4,lumen5", &n);
    if (!f) return 1;
    for (size_t i = 0; i < n; i++) printf("[%zu] '%s'\n", i, f[i]);
    csv_free(f, n);
    return 0;
}
