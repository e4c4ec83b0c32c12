namespace sensorhub::drivers {
int ccs811_init() { return 6; }
}
