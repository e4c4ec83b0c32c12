void fx_juniper_113_harbor(unsigned char *px, int n);
void fx_juniper_113_iris(unsigned char *px, int n);
void fx_juniper_113_juniper(unsigned char *px, int n);
void fx_juniper_113_kestrel(unsigned char *px, int n);
