namespace sensorhub::app {
int alerts_init() { return 6; }
}
