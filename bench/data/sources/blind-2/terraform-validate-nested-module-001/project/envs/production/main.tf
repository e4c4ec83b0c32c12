terraform {
  required_version = ">= 1.6"
}

module "platform" {
  source      = "../../modules/platform"
  environment = "production"
}
module "edge" {
  source      = "../../modules/edge"
  environment = "production"
  origins     = ["web-1.production.internal", "web-2.production.internal"]
}
