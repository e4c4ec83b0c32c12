package com.acme.ingest;

import com.acme.ingest.config.Settings;

final class Flusher {
    private final long intervalMillis;

    Flusher(Settings settings) {
        this.intervalMillis = settings.millis("ingest.flush.interval");
    }

    long interval() { return intervalMillis; }
}
