namespace sensorhub::core {
int ring_init() { return 4; }
}
