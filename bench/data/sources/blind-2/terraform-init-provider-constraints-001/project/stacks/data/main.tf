module "rds_primary" {
  source      = "./modules/rds_primary"
  name_prefix = "acme-data"
}

module "rds_replica" {
  source      = "./modules/rds_replica"
  name_prefix = "acme-data"
}

module "elasticache" {
  source      = "./modules/elasticache"
  name_prefix = "acme-data"
}

module "opensearch" {
  source      = "./modules/opensearch"
  name_prefix = "acme-data"
}

module "glue_catalog" {
  source      = "./modules/glue_catalog"
  name_prefix = "acme-data"
}
