locals {
  # naming convention: <env>-<app>-<purpose>
  log_bucket_name = "${var.app}-${var.env}-logs"
}

resource "terraform_data" "log_bucket" {
  input = {
    name           = local.log_bucket_name
    retention_days = var.env == "prod" ? 400 : 30
  }
}
