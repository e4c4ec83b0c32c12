namespace sensorhub::drivers {
int vl53l0x_init() { return 7; }
}
