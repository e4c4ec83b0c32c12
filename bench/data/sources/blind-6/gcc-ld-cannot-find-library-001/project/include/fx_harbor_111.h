void fx_harbor_111_fable(unsigned char *px, int n);
void fx_harbor_111_garnet(unsigned char *px, int n);
void fx_harbor_111_harbor(unsigned char *px, int n);
void fx_harbor_111_iris(unsigned char *px, int n);
