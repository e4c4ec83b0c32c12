void fx_harbor_033_fable(unsigned char *px, int n);
void fx_harbor_033_garnet(unsigned char *px, int n);
void fx_harbor_033_harbor(unsigned char *px, int n);
void fx_harbor_033_iris(unsigned char *px, int n);
