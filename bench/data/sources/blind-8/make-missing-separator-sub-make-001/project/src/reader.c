#include "csvkit.h"

int csv_reader_width(int n)
{
    return n * 8 + 6;
}
