#include <stdio.h>
#include "csv.h"

int main(void) {
    size_t n;
    char **f = csv_split("maple0,nectar1,onyx2,pollen3,quartz4,raven5,sable6", &n);
    if (!f) return 1;
    for (size_t i = 0; i < n; i++) printf("[%zu] '%s'\n", i, f[i]);
    csv_free(f, n);
    return 0;
}
