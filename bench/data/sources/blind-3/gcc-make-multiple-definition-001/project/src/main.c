#include <stdio.h>
#include "gw/common.h"

int main(void) {
    printf("gatewayd %u\n", gw_mix(7u, "main"));
    return 0;
}
