void flip_garnet(unsigned char *px, int n);
void flip_harbor(unsigned char *px, int n);
void flip_iris(unsigned char *px, int n);
void flip_juniper(unsigned char *px, int n);
