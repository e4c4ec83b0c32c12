#include <stdio.h>
#include <string.h>

struct config {
    char name[64];
    int port;
};

int config_name(struct config *cfg, const char *name)
{
    size_t n = strlcpy(cfg->name, name, sizeof cfg->name);
    return n < sizeof cfg->name ? 0 : -1;
}

void config_print(const struct config *cfg)
{
    printf("%s:%d\n", cfg->name, cfg->port);
}
