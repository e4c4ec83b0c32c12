void fx_juniper_087_harbor(unsigned char *px, int n);
void fx_juniper_087_iris(unsigned char *px, int n);
void fx_juniper_087_juniper(unsigned char *px, int n);
void fx_juniper_087_kestrel(unsigned char *px, int n);
