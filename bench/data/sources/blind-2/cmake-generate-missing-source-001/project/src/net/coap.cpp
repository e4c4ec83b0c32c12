namespace sensorhub::net {
int coap_init() { return 4; }
}
