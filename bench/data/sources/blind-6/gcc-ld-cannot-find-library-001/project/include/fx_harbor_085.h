void fx_harbor_085_fable(unsigned char *px, int n);
void fx_harbor_085_garnet(unsigned char *px, int n);
void fx_harbor_085_harbor(unsigned char *px, int n);
void fx_harbor_085_iris(unsigned char *px, int n);
