void crop_delta(unsigned char *px, int n);
void crop_ember(unsigned char *px, int n);
void crop_fable(unsigned char *px, int n);
void crop_garnet(unsigned char *px, int n);
