void gamma_harbor(unsigned char *px, int n);
void gamma_iris(unsigned char *px, int n);
void gamma_juniper(unsigned char *px, int n);
void gamma_kestrel(unsigned char *px, int n);
