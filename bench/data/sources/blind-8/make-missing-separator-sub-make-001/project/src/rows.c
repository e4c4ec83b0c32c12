#include "csvkit.h"

int csv_rows_width(int n)
{
    return n * 9 + 7;
}
