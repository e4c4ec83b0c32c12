module "vaults" {
  source      = "./modules/vaults"
  name_prefix = "acme-backup"
}

module "plans" {
  source      = "./modules/plans"
  name_prefix = "acme-backup"
}

module "selections" {
  source      = "./modules/selections"
  name_prefix = "acme-backup"
}

module "reports" {
  source      = "./modules/reports"
  name_prefix = "acme-backup"
}
