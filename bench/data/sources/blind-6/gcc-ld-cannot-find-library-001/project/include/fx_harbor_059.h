void fx_harbor_059_fable(unsigned char *px, int n);
void fx_harbor_059_garnet(unsigned char *px, int n);
void fx_harbor_059_harbor(unsigned char *px, int n);
void fx_harbor_059_iris(unsigned char *px, int n);
