#include <stdio.h>
#include <string.h>
static int failures;
#define CHECK_STR(got, want) do { \
    if (strcmp((got), (want)) != 0) { \
        printf("%s:%d: CHECK_STR failed: got \"%s\", want \"%s\"\n", \
               __FILE__, __LINE__, (got), (want)); \
        failures++; \
    } else printf("ok %s\n", (want)); } while (0)
