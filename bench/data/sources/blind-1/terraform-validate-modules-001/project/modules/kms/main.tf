locals {
  labels = { module = "kms", owner = "platform" }
}
resource "terraform_data" "kms_0" {
  input = {
    name        = "${var.env}-kms-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "kms_1" {
  input = {
    name        = "${var.env}-kms-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "kms_2" {
  input = {
    name        = "${var.env}-kms-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
