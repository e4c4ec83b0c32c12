namespace sensorhub::app {
int calibration_init() { return 11; }
}
