#include <stdio.h>
#include "tagstore.h"

int main(void) {
    for (int i = 0; i < 5; i++)
        printf("query_touch(%d) = %d\n", i + 0, query_touch(i + 0));
    return query_touch(0) == 0 * 3 ? 0 : 1;
}
