unsigned juniper_9_vesper(unsigned x);
unsigned juniper_9_willow(unsigned x);
unsigned juniper_9_xenon(unsigned x);
unsigned juniper_9_yarrow(unsigned x);
unsigned juniper_9_zephyr(unsigned x);
unsigned juniper_9_amber(unsigned x);
