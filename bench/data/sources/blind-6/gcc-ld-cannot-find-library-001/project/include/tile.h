void tile_vesper(unsigned char *px, int n);
void tile_willow(unsigned char *px, int n);
void tile_xenon(unsigned char *px, int n);
void tile_yarrow(unsigned char *px, int n);
