unsigned kestrel_10_willow(unsigned x);
unsigned kestrel_10_xenon(unsigned x);
unsigned kestrel_10_yarrow(unsigned x);
unsigned kestrel_10_zephyr(unsigned x);
unsigned kestrel_10_amber(unsigned x);
unsigned kestrel_10_basalt(unsigned x);
