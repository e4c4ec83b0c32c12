#include <stdio.h>
#include "tagstore.h"

int main(void) {
    for (int i = 0; i < 5; i++)
        printf("arena_touch(%d) = %d\n", i + 1, arena_touch(i + 1));
    return arena_touch(1) == 1 * 3 ? 0 : 1;
}
