environment    = "staging"
instance_count = 12
