void fx_iris_086_garnet(unsigned char *px, int n);
void fx_iris_086_harbor(unsigned char *px, int n);
void fx_iris_086_iris(unsigned char *px, int n);
void fx_iris_086_juniper(unsigned char *px, int n);
