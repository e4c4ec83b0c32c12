namespace sensorhub::net {
int http_client_init() { return 11; }
}
