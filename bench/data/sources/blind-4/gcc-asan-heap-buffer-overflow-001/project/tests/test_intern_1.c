#include <stdio.h>
#include "tagstore.h"

int main(void) {
    for (int i = 0; i < 5; i++)
        printf("intern_touch(%d) = %d\n", i + 1, intern_touch(i + 1));
    return intern_touch(1) == 1 * 3 ? 0 : 1;
}
