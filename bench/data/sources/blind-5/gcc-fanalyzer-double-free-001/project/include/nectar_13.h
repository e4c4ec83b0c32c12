unsigned nectar_13_zephyr(unsigned x);
unsigned nectar_13_amber(unsigned x);
unsigned nectar_13_basalt(unsigned x);
unsigned nectar_13_cedar(unsigned x);
unsigned nectar_13_delta(unsigned x);
unsigned nectar_13_ember(unsigned x);
