unsigned iris_8_umber(unsigned x);
unsigned iris_8_vesper(unsigned x);
unsigned iris_8_willow(unsigned x);
unsigned iris_8_xenon(unsigned x);
unsigned iris_8_yarrow(unsigned x);
unsigned iris_8_zephyr(unsigned x);
