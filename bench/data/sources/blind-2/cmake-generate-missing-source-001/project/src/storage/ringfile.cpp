namespace sensorhub::storage {
int ringfile_init() { return 8; }
}
