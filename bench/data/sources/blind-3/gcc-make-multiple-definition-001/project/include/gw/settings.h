#ifndef GW_SETTINGS_H
#define GW_SETTINGS_H

/* Runtime settings shared by every module. */
int gw_log_level = 2;
const char *gw_listen_addr = "0.0.0.0:8080";

#endif
