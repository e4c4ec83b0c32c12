int telemetry_sample(int value);
