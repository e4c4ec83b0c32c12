module "central_bucket" {
  source      = "./modules/central_bucket"
  name_prefix = "acme-logging"
}

module "firehose" {
  source      = "./modules/firehose"
  name_prefix = "acme-logging"
}

module "retention" {
  source      = "./modules/retention"
  name_prefix = "acme-logging"
}

module "athena_tables" {
  source      = "./modules/athena_tables"
  name_prefix = "acme-logging"
}
