unsigned maple_12_yarrow(unsigned x);
unsigned maple_12_zephyr(unsigned x);
unsigned maple_12_amber(unsigned x);
unsigned maple_12_basalt(unsigned x);
unsigned maple_12_cedar(unsigned x);
unsigned maple_12_delta(unsigned x);
