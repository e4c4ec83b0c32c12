#include <stdio.h>

/* Prints each number with a thousands separator and two decimals. */
int main(void)
{
    double x;
    while (scanf("%lf", &x) == 1) {
        long whole = (long)x;
        int cents = (int)((x - whole) * 100 + 0.5);
        if (whole >= 1000)
            printf("%ld,%03ld.%02d\n", whole / 1000, whole % 1000, cents);
        else
            printf("%ld.%02d\n", whole, cents);
    }
    return 0;
}
