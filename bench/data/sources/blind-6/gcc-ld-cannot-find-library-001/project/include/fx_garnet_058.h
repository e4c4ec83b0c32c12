void fx_garnet_058_ember(unsigned char *px, int n);
void fx_garnet_058_fable(unsigned char *px, int n);
void fx_garnet_058_garnet(unsigned char *px, int n);
void fx_garnet_058_harbor(unsigned char *px, int n);
