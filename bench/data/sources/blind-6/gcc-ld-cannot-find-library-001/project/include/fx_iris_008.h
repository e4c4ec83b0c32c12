void fx_iris_008_garnet(unsigned char *px, int n);
void fx_iris_008_harbor(unsigned char *px, int n);
void fx_iris_008_iris(unsigned char *px, int n);
void fx_iris_008_juniper(unsigned char *px, int n);
