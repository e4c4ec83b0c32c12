namespace sensorhub::core {
int units_init() { return 5; }
}
