environment   = "staging"
replica_count = 2
release       = "2026.11.3"
