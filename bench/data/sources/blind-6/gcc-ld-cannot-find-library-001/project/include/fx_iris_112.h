void fx_iris_112_garnet(unsigned char *px, int n);
void fx_iris_112_harbor(unsigned char *px, int n);
void fx_iris_112_iris(unsigned char *px, int n);
void fx_iris_112_juniper(unsigned char *px, int n);
