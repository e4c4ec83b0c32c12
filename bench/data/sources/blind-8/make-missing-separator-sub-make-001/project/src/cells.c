#include "csvkit.h"

int csv_cells_width(int n)
{
    return n * 2 + 0;
}
