#include <stdio.h>
#include "tagstore.h"

int main(void) {
    for (int i = 0; i < 5; i++)
        printf("index_touch(%d) = %d\n", i + 1, index_touch(i + 1));
    return index_touch(1) == 1 * 3 ? 0 : 1;
}
