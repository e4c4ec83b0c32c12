environment   = "production"
region        = "eu-central-1"
replica_count = 12
release       = "2026.11.3"
