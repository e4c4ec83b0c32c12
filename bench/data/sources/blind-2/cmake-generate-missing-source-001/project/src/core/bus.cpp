namespace sensorhub::core {
int bus_init() { return 3; }
}
