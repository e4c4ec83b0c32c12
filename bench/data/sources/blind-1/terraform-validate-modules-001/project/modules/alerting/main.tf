locals {
  labels = { module = "alerting", owner = "platform" }
}
resource "terraform_data" "alerting_0" {
  input = {
    name        = "${var.env}-alerting-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "alerting_1" {
  input = {
    name        = "${var.env}-alerting-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "alerting_2" {
  input = {
    name        = "${var.env}-alerting-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
