namespace sensorhub::codec {
int cbor_init() { return 4; }
}
