locals {
  app_env = {
    DATABASE_HOST = terraform_data.database.output.host
    DATABASE_PORT = "5432"
    ENVIRONMENT   = var.environment
  }
}

resource "terraform_data" "network" {
  input = {
    cidr = "10.40.0.0/16"
    name = "app-${var.environment}"
  }
}

resource "terraform_data" "database" {
  input = {
    host         = "db.${var.environment}.internal"
    subnet       = terraform_data.network.output.cidr
    allowed_from = terraform_data.app.output.address
  }
}

resource "terraform_data" "app" {
  input = {
    address = "10.40.1.10:${var.app_port}"
    env     = local.app_env
  }
}

resource "terraform_data" "dns" {
  input = {
    record = "app.${var.environment}.example.com"
    target = terraform_data.app.output.address
  }
}

output "app_address" {
  value = terraform_data.app.output.address
}
