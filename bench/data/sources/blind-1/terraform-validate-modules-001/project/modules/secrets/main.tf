locals {
  labels = { module = "secrets", owner = "platform" }
}
resource "terraform_data" "secrets_0" {
  input = {
    name        = "${var.env}-secrets-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "secrets_1" {
  input = {
    name        = "${var.env}-secrets-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "secrets_2" {
  input = {
    name        = "${var.env}-secrets-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
