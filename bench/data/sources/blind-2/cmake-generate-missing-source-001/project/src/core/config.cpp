namespace sensorhub::core {
int config_init() { return 6; }
}
