void fx_juniper_139_harbor(unsigned char *px, int n);
void fx_juniper_139_iris(unsigned char *px, int n);
void fx_juniper_139_juniper(unsigned char *px, int n);
void fx_juniper_139_kestrel(unsigned char *px, int n);
