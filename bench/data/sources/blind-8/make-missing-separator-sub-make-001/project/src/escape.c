#include "csvkit.h"

int csv_escape_width(int n)
{
    return n * 4 + 2;
}
