int write_webp(const char *path, const unsigned char *rgb, int w, int h);
