#include <stdio.h>
#include "tagstore.h"

int main(void) {
    for (int i = 0; i < 5; i++)
        printf("hash_touch(%d) = %d\n", i + 0, hash_touch(i + 0));
    return hash_touch(0) == 0 * 3 ? 0 : 1;
}
