module "network" {
  source      = "./modules/network"
  environment = var.environment
}

module "dns" {
  source      = "./modules/dns"
  environment = var.environment
}

module "iam" {
  source      = "./modules/iam"
  environment = var.environment
}

module "logging" {
  source      = "./modules/logging"
  environment = var.environment
}

module "metrics" {
  source      = "./modules/metrics"
  environment = var.environment
}

module "secrets" {
  source      = "./modules/secrets"
  environment = var.environment
}

module "kms" {
  source      = "./modules/kms"
  environment = var.environment
}

module "registry" {
  source      = "./modules/registry"
  environment = var.environment
}

module "queue" {
  source      = "./modules/queue"
  environment = var.environment
}

module "cache" {
  source      = "./modules/cache"
  environment = var.environment
}

module "database" {
  source      = "./modules/database"
  environment = var.environment
}

module "storage" {
  source      = "./modules/storage"
  environment = var.environment
}

module "scheduler" {
  source      = "./modules/scheduler"
  environment = var.environment
}

module "mesh" {
  source      = "./modules/mesh"
  environment = var.environment
}

module "tracing" {
  source      = "./modules/tracing"
  environment = var.environment
}

module "alerting" {
  source      = "./modules/alerting"
  environment = var.environment
}

module "backup" {
  source      = "./modules/backup"
  environment = var.environment
}

module "search" {
  source      = "./modules/search"
  environment = var.environment
}

module "mail" {
  source      = "./modules/mail"
  environment = var.environment
}

module "vpn" {
  source      = "./modules/vpn"
  environment = var.environment
}

module "bastion" {
  source      = "./modules/bastion"
  environment = var.environment
}

module "waf" {
  source      = "./modules/waf"
  environment = var.environment
}

module "sftp" {
  source      = "./modules/sftp"
  environment = var.environment
}

module "status_page" {
  source      = "./modules/status_page"
  environment = var.environment
}

module "feature_flags" {
  source      = "./modules/feature_flags"
  environment = var.environment
}

module "batch" {
  source      = "./modules/batch"
  environment = var.environment
}

module "cron" {
  source      = "./modules/cron"
  environment = var.environment
}

module "audit" {
  source      = "./modules/audit"
  environment = var.environment
}
