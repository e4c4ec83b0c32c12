#include "csvkit.h"

int csv_types_width(int n)
{
    return n * 12 + 10;
}
