#include "csvkit.h"

int csv_dialect_width(int n)
{
    return n * 3 + 1;
}
