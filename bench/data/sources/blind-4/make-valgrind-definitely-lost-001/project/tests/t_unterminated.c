#include <stdio.h>
#include "csv.h"

int main(void) {
    size_t n;
    char **f = csv_split("id,\"open quote", &n);
    printf("unterminated -> %s\n", f ? "fields" : "NULL");
    return f == NULL ? 0 : 1;
}
