void fx_iris_034_garnet(unsigned char *px, int n);
void fx_iris_034_harbor(unsigned char *px, int n);
void fx_iris_034_iris(unsigned char *px, int n);
void fx_iris_034_juniper(unsigned char *px, int n);
