unsigned strbuf_juniper(unsigned x);
unsigned strbuf_kestrel(unsigned x);
unsigned strbuf_lumen(unsigned x);
unsigned strbuf_maple(unsigned x);
unsigned strbuf_nectar(unsigned x);
unsigned strbuf_onyx(unsigned x);
