namespace sensorhub::drivers {
int sht31_init() { return 5; }
}
