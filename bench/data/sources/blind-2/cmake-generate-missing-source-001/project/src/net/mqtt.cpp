namespace sensorhub::net {
int mqtt_init() { return 4; }
}
