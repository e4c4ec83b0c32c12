locals {
  labels = { module = "firewall", owner = "platform" }
}
resource "terraform_data" "firewall_0" {
  input = {
    name        = "${var.env}-firewall-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "firewall_1" {
  input = {
    name        = "${var.env}-firewall-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "firewall_2" {
  input = {
    name        = "${var.env}-firewall-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
