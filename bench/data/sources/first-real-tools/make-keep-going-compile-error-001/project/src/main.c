#include <stdio.h>
#include "netd.h"

int main(int argc, char **argv)
{
    (void)argv;
    printf("netd %s (%d args)\n", NETD_VERSION, argc);
    return 0;
}
