void fx_harbor_007_fable(unsigned char *px, int n);
void fx_harbor_007_garnet(unsigned char *px, int n);
void fx_harbor_007_harbor(unsigned char *px, int n);
void fx_harbor_007_iris(unsigned char *px, int n);
