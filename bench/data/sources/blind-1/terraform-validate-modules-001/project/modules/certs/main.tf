locals {
  labels = { module = "certs", owner = "platform" }
}
resource "terraform_data" "certs_0" {
  input = {
    name        = "${var.env}-certs-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "certs_1" {
  input = {
    name        = "${var.env}-certs-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "certs_2" {
  input = {
    name        = "${var.env}-certs-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
