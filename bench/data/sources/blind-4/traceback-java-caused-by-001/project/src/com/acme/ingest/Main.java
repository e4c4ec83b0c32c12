package com.acme.ingest;

import com.acme.ingest.config.Settings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

public final class Main {
    public static void main(String[] args) throws Exception {
        Settings settings = new Settings(args[0]);
        int batch = settings.integer("ingest.batch.size");
        System.out.println("[ingest] batch size " + batch + ", sink warehouse");
        List<String> feeds = Files.readAllLines(Path.of("config/feeds.txt"));
        FeedRunner runner = new FeedRunner();
        int total = 0;
        for (String feed : feeds) total += runner.run(feed, batch);
        System.out.println("[ingest] fetched " + total + " records from "
            + feeds.size() + " feeds; starting flusher");
        Flusher flusher = new Flusher(settings);
        System.out.println("[ingest] flushing every " + flusher.interval() + " ms");
    }
}
