locals {
  labels = { module = "container_registry", owner = "platform" }
}
resource "terraform_data" "container_registry_0" {
  input = {
    name        = "${var.env}-container_registry-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "container_registry_1" {
  input = {
    name        = "${var.env}-container_registry-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "container_registry_2" {
  input = {
    name        = "${var.env}-container_registry-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
