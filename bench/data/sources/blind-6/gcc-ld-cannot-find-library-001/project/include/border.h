void border_cedar(unsigned char *px, int n);
void border_delta(unsigned char *px, int n);
void border_ember(unsigned char *px, int n);
void border_fable(unsigned char *px, int n);
