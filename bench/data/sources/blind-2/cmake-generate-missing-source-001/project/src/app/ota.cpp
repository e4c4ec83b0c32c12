namespace sensorhub::app {
int ota_init() { return 3; }
}
