namespace sensorhub::drivers {
int hx711_init() { return 5; }
}
