namespace sensorhub::drivers {
int ds18b20_init() { return 7; }
}
