locals {
  labels = { module = "object_store", owner = "platform" }
}
resource "terraform_data" "object_store_0" {
  input = {
    name        = "${var.env}-object_store-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "object_store_1" {
  input = {
    name        = "${var.env}-object_store-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "object_store_2" {
  input = {
    name        = "${var.env}-object_store-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
