void exif_fable(unsigned char *px, int n);
void exif_garnet(unsigned char *px, int n);
void exif_harbor(unsigned char *px, int n);
void exif_iris(unsigned char *px, int n);
