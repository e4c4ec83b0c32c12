void fx_juniper_009_harbor(unsigned char *px, int n);
void fx_juniper_009_iris(unsigned char *px, int n);
void fx_juniper_009_juniper(unsigned char *px, int n);
void fx_juniper_009_kestrel(unsigned char *px, int n);
