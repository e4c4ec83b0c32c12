#ifndef CSV_H
#define CSV_H
#include <stddef.h>
char **csv_split(const char *line, size_t *n);
void csv_free(char **fields, size_t n);
#endif
