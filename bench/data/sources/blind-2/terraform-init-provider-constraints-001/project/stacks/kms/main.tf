module "keys" {
  source      = "./modules/keys"
  name_prefix = "acme-kms"
}

module "aliases" {
  source      = "./modules/aliases"
  name_prefix = "acme-kms"
}

module "grants" {
  source      = "./modules/grants"
  name_prefix = "acme-kms"
}
