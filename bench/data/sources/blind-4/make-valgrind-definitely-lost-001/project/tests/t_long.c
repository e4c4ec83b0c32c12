#include <stdio.h>
#include "csv.h"

int main(void) {
    size_t n;
    char **f = csv_split("f0,f1,f2,f3,f4,f5,f6,f7,f8,f9,f10,f11,f12,f13,f14,f15,f16,f17,f18,f19", &n);
    if (!f) return 1;
    for (size_t i = 0; i < n; i++) printf("[%zu] '%s'\n", i, f[i]);
    csv_free(f, n);
    return 0;
}
