namespace sensorhub::drivers {
int bme280_init() { return 6; }
}
