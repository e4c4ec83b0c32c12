terraform {
  required_version = ">= 1.6"
}

module "platform" {
  source      = "../../modules/platform"
  environment = "staging"
}
