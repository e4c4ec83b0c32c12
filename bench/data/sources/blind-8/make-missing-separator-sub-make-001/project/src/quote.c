#include "csvkit.h"

int csv_quote_width(int n)
{
    return n * 7 + 5;
}
