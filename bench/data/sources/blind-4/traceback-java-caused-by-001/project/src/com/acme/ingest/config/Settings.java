package com.acme.ingest.config;

import java.io.FileReader;
import java.io.IOException;
import java.util.Properties;

public final class Settings {
    private final Properties props = new Properties();
    private final String path;

    public Settings(String path) throws IOException {
        this.path = path;
        try (FileReader r = new FileReader(path)) {
            props.load(r);
        }
    }

    public int integer(String key) {
        return Integer.parseInt(props.getProperty(key).trim());
    }

    /** A duration in milliseconds; the value is a number of seconds. */
    public long millis(String key) {
        String raw = props.getProperty(key).trim();
        try {
            return Long.parseLong(raw) * 1000L;
        } catch (NumberFormatException e) {
            throw new IllegalStateException(
                "invalid setting '" + key + "' in " + path, e);
        }
    }
}
