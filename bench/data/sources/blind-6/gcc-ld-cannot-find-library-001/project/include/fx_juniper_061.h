void fx_juniper_061_harbor(unsigned char *px, int n);
void fx_juniper_061_iris(unsigned char *px, int n);
void fx_juniper_061_juniper(unsigned char *px, int n);
void fx_juniper_061_kestrel(unsigned char *px, int n);
