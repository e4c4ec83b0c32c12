unsigned garnet_6_sable(unsigned x);
unsigned garnet_6_thistle(unsigned x);
unsigned garnet_6_umber(unsigned x);
unsigned garnet_6_vesper(unsigned x);
unsigned garnet_6_willow(unsigned x);
unsigned garnet_6_xenon(unsigned x);
