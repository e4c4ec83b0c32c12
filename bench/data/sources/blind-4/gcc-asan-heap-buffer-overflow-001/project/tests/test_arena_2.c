#include <stdio.h>
#include "tagstore.h"

int main(void) {
    for (int i = 0; i < 5; i++)
        printf("arena_touch(%d) = %d\n", i + 2, arena_touch(i + 2));
    return arena_touch(2) == 2 * 3 ? 0 : 1;
}
