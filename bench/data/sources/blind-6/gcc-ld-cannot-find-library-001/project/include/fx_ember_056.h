void fx_ember_056_cedar(unsigned char *px, int n);
void fx_ember_056_delta(unsigned char *px, int n);
void fx_ember_056_ember(unsigned char *px, int n);
void fx_ember_056_fable(unsigned char *px, int n);
