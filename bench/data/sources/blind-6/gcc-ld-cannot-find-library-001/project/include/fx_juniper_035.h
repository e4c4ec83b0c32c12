void fx_juniper_035_harbor(unsigned char *px, int n);
void fx_juniper_035_iris(unsigned char *px, int n);
void fx_juniper_035_juniper(unsigned char *px, int n);
void fx_juniper_035_kestrel(unsigned char *px, int n);
