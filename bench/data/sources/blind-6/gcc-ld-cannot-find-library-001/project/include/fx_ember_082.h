void fx_ember_082_cedar(unsigned char *px, int n);
void fx_ember_082_delta(unsigned char *px, int n);
void fx_ember_082_ember(unsigned char *px, int n);
void fx_ember_082_fable(unsigned char *px, int n);
