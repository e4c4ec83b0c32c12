namespace sensorhub::core {
int logging_init() { return 7; }
}
