void fx_harbor_137_fable(unsigned char *px, int n);
void fx_harbor_137_garnet(unsigned char *px, int n);
void fx_harbor_137_harbor(unsigned char *px, int n);
void fx_harbor_137_iris(unsigned char *px, int n);
