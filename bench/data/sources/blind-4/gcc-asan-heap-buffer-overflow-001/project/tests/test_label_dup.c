#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tagstore.h"

int main(void) {
    const char *labels[] = {"env", "region", "service", "owner-team"};
    for (int i = 0; i < 4; i++) {
        char *c = tag_label_dup(labels[i]);
        printf("dup %-10s -> %s\n", labels[i], c);
        if (strcmp(c, labels[i]) != 0) return 1;
        free(c);
    }
    return 0;
}
