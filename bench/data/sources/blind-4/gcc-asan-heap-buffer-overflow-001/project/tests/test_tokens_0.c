#include <stdio.h>
#include "tagstore.h"

int main(void) {
    for (int i = 0; i < 5; i++)
        printf("tokens_touch(%d) = %d\n", i + 0, tokens_touch(i + 0));
    return tokens_touch(0) == 0 * 3 ? 0 : 1;
}
