locals {
  labels = { module = "vpn", owner = "platform" }
}
resource "terraform_data" "vpn_0" {
  input = {
    name        = "${var.env}-vpn-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "vpn_1" {
  input = {
    name        = "${var.env}-vpn-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "vpn_2" {
  input = {
    name        = "${var.env}-vpn-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
