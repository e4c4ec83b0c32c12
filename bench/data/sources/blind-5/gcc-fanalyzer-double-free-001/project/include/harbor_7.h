unsigned harbor_7_thistle(unsigned x);
unsigned harbor_7_umber(unsigned x);
unsigned harbor_7_vesper(unsigned x);
unsigned harbor_7_willow(unsigned x);
unsigned harbor_7_xenon(unsigned x);
unsigned harbor_7_yarrow(unsigned x);
