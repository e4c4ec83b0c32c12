int voip_version(void);
