namespace sensorhub::storage {
int kv_store_init() { return 8; }
}
