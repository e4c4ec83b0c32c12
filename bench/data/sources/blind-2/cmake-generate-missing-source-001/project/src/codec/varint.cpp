namespace sensorhub::codec {
int varint_init() { return 6; }
}
