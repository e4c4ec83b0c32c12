module "kms_keys" {
  source      = "./modules/kms_keys"
  name_prefix = "acme-shared"
}

module "s3_buckets" {
  source      = "./modules/s3_buckets"
  name_prefix = "acme-shared"
}

module "ssm_parameters" {
  source      = "./modules/ssm_parameters"
  name_prefix = "acme-shared"
}

module "ecr_repos" {
  source      = "./modules/ecr_repos"
  name_prefix = "acme-shared"
}
