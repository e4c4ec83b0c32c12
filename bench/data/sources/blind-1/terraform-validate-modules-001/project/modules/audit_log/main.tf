locals {
  labels = { module = "audit_log", owner = "platform" }
}
resource "terraform_data" "audit_log_0" {
  input = {
    name        = "${var.env}-audit_log-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "audit_log_1" {
  input = {
    name        = "${var.env}-audit_log-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "audit_log_2" {
  input = {
    name        = "${var.env}-audit_log-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
