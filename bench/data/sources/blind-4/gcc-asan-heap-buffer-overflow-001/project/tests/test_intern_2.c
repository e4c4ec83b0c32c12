#include <stdio.h>
#include "tagstore.h"

int main(void) {
    for (int i = 0; i < 5; i++)
        printf("intern_touch(%d) = %d\n", i + 2, intern_touch(i + 2));
    return intern_touch(2) == 2 * 3 ? 0 : 1;
}
