#include "csvkit.h"

int csv_writer_width(int n)
{
    return n * 13 + 11;
}
