namespace sensorhub::storage {
int flash_log_init() { return 9; }
}
