locals {
  labels = { module = "waf", owner = "platform" }
}
resource "terraform_data" "waf_0" {
  input = {
    name        = "${var.env}-waf-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "waf_1" {
  input = {
    name        = "${var.env}-waf-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "waf_2" {
  input = {
    name        = "${var.env}-waf-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
