unsigned varint_lumen(unsigned x);
unsigned varint_maple(unsigned x);
unsigned varint_nectar(unsigned x);
unsigned varint_onyx(unsigned x);
unsigned varint_pollen(unsigned x);
unsigned varint_quartz(unsigned x);
