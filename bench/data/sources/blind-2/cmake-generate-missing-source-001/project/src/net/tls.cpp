namespace sensorhub::net {
int tls_init() { return 3; }
}
