void fx_amber_078_yarrow(unsigned char *px, int n);
void fx_amber_078_zephyr(unsigned char *px, int n);
void fx_amber_078_amber(unsigned char *px, int n);
void fx_amber_078_basalt(unsigned char *px, int n);
