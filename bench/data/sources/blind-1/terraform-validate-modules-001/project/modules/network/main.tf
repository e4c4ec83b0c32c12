locals {
  labels = { module = "network", owner = "platform" }
}
resource "terraform_data" "network_0" {
  input = {
    name        = "${var.env}-network-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "network_1" {
  input = {
    name        = "${var.env}-network-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "network_2" {
  input = {
    name        = "${var.env}-network-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
