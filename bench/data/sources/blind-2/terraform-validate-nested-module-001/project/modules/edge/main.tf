module "cdn" {
  source      = "./modules/cdn"
  environment = var.environment
  origins     = var.origins
}

resource "terraform_data" "dns_alias" {
  input = {
    name   = "cdn.${var.environment}.example.net"
    target = module.cdn.distribution_ids[0]
  }
}
