environment    = "production"
instance_count = 6
subnet_bits    = 20
app_config     = "config/production/app.json"
