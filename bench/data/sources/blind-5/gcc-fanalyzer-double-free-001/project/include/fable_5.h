unsigned fable_5_raven(unsigned x);
unsigned fable_5_sable(unsigned x);
unsigned fable_5_thistle(unsigned x);
unsigned fable_5_umber(unsigned x);
unsigned fable_5_vesper(unsigned x);
unsigned fable_5_willow(unsigned x);
