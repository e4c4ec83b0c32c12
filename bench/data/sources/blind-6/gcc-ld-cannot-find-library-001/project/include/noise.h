void noise_nectar(unsigned char *px, int n);
void noise_onyx(unsigned char *px, int n);
void noise_pollen(unsigned char *px, int n);
void noise_quartz(unsigned char *px, int n);
