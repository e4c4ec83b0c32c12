#include <stdio.h>
int main(void) { puts("wiredump"); return 0; }
