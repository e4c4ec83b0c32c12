namespace sensorhub::net {
int websocket_init() { return 9; }
}
