module "roles" {
  source      = "./modules/roles"
  name_prefix = "acme-iam"
}

module "policies" {
  source      = "./modules/policies"
  name_prefix = "acme-iam"
}

module "groups" {
  source      = "./modules/groups"
  name_prefix = "acme-iam"
}

module "oidc_github" {
  source      = "./modules/oidc_github"
  name_prefix = "acme-iam"
}

module "break_glass" {
  source      = "./modules/break_glass"
  name_prefix = "acme-iam"
}

module "service_accounts" {
  source      = "./modules/service_accounts"
  name_prefix = "acme-iam"
}
