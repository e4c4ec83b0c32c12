#include "csvkit.h"

int csv_trim_width(int n)
{
    return n * 11 + 9;
}
