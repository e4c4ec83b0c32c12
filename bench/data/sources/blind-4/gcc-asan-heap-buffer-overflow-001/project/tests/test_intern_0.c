#include <stdio.h>
#include "tagstore.h"

int main(void) {
    for (int i = 0; i < 5; i++)
        printf("intern_touch(%d) = %d\n", i + 0, intern_touch(i + 0));
    return intern_touch(0) == 0 * 3 ? 0 : 1;
}
