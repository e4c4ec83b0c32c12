#include "csvkit.h"

int csv_header_width(int n)
{
    return n * 6 + 4;
}
