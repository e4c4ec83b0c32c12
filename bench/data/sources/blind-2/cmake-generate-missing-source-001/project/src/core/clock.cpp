namespace sensorhub::core {
int clock_init() { return 5; }
}
