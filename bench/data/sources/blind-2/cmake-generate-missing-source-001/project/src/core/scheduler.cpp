namespace sensorhub::core {
int scheduler_init() { return 9; }
}
