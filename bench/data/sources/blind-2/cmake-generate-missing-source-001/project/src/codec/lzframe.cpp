namespace sensorhub::codec {
int lzframe_init() { return 7; }
}
