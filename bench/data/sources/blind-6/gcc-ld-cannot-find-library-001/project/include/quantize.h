void quantize_pollen(unsigned char *px, int n);
void quantize_quartz(unsigned char *px, int n);
void quantize_raven(unsigned char *px, int n);
void quantize_sable(unsigned char *px, int n);
