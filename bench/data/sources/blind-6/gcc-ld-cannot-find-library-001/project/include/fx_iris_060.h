void fx_iris_060_garnet(unsigned char *px, int n);
void fx_iris_060_harbor(unsigned char *px, int n);
void fx_iris_060_iris(unsigned char *px, int n);
void fx_iris_060_juniper(unsigned char *px, int n);
