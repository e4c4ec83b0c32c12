module "zones" {
  source      = "./modules/zones"
  name_prefix = "acme-dns"
}

module "records" {
  source      = "./modules/records"
  name_prefix = "acme-dns"
}

module "dnssec" {
  source      = "./modules/dnssec"
  name_prefix = "acme-dns"
}

module "resolver_rules" {
  source      = "./modules/resolver_rules"
  name_prefix = "acme-dns"
}

module "health_checks" {
  source      = "./modules/health_checks"
  name_prefix = "acme-dns"
}
