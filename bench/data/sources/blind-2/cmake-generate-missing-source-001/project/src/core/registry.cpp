namespace sensorhub::core {
int registry_init() { return 8; }
}
