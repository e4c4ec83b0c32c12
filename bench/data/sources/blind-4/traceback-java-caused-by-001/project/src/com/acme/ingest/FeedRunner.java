package com.acme.ingest;

import java.util.ArrayList;
import java.util.List;

final class FeedRunner {
    @SuppressWarnings("rawtypes")
    private final List buffer = new ArrayList();

    @SuppressWarnings("unchecked")
    int run(String feed, int batch) {
        int records = (feed.length() * 37) % batch + 20;
        for (int i = 0; i < records; i++) buffer.add(feed + ":" + i);
        System.out.printf("[ingest] feed %-14s fetched %4d records, %d buffered%n",
            feed, records, buffer.size());
        return records;
    }
}
