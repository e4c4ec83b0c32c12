void fx_iris_138_garnet(unsigned char *px, int n);
void fx_iris_138_harbor(unsigned char *px, int n);
void fx_iris_138_iris(unsigned char *px, int n);
void fx_iris_138_juniper(unsigned char *px, int n);
