module "cloudfront" {
  source      = "./modules/cloudfront"
  name_prefix = "acme-edge"
}

module "waf_rules" {
  source      = "./modules/waf_rules"
  name_prefix = "acme-edge"
}

module "certificates" {
  source      = "./modules/certificates"
  name_prefix = "acme-edge"
}

module "origin_shield" {
  source      = "./modules/origin_shield"
  name_prefix = "acme-edge"
}
