#include "csvkit.h"

int csv_fields_width(int n)
{
    return n * 5 + 3;
}
