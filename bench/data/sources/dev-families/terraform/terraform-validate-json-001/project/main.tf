terraform {
  required_version = ">= 1.6.0"
}

variable "environment" {
  type    = string
  default = "staging"
}

variable "instance_count" {
  type    = number
  default = 3
}

locals {
  name_prefix = "orders-${var.environment}"
  common_tags = {
    team        = "orders"
    environment = var.environment
    managed_by  = "terraform"
  }
}

module "net" {
  source      = "./modules/net"
  cidr        = "10.20.0.0/16"
  zones       = ["a", "b", "c"]
  name_prefix = local.name_prefix
}

module "app" {
  source      = "./modules/app"
  subnet_ids  = module.net.subnet_ids
  replicas    = var.instance_count
  name_prefix = local.name_prefix
  tags        = local.common_tags
}

module "db" {
  source     = "./modules/db"
  name       = "${local.name_prefix}-db"
  subnet_ids = module.net.subnet_ids
  storage_gb = 50
}

module "monitoring" {
  source      = "./modules/monitoring"
  targets     = module.app.instances
  name_prefix = local.name_prefix
}

output "app_url" {
  value = module.app.url
}

output "db_endpoint" {
  value = module.db.endpoint
}
