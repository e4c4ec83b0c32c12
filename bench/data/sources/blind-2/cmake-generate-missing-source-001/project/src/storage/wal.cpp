namespace sensorhub::storage {
int wal_init() { return 3; }
}
