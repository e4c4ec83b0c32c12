locals {
  labels = { module = "dns_zone", owner = "platform" }
}
resource "terraform_data" "dns_zone_0" {
  input = {
    name        = "${var.env}-dns_zone-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "dns_zone_1" {
  input = {
    name        = "${var.env}-dns_zone-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "dns_zone_2" {
  input = {
    name        = "${var.env}-dns_zone-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
