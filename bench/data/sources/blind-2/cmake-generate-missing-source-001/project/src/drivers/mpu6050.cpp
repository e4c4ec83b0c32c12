namespace sensorhub::drivers {
int mpu6050_init() { return 7; }
}
