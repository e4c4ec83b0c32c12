unsigned lumen_11_xenon(unsigned x);
unsigned lumen_11_yarrow(unsigned x);
unsigned lumen_11_zephyr(unsigned x);
unsigned lumen_11_amber(unsigned x);
unsigned lumen_11_basalt(unsigned x);
unsigned lumen_11_cedar(unsigned x);
