namespace sensorhub::codec {
int protobuf_lite_init() { return 13; }
}
