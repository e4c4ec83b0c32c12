unsigned zephyr_25_lumen(unsigned x);
unsigned zephyr_25_maple(unsigned x);
unsigned zephyr_25_nectar(unsigned x);
unsigned zephyr_25_onyx(unsigned x);
unsigned zephyr_25_pollen(unsigned x);
unsigned zephyr_25_quartz(unsigned x);
