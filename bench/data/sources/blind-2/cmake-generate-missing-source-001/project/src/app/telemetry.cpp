namespace sensorhub::app {
int telemetry_init() { return 9; }
}
