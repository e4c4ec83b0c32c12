locals {
  labels = { module = "workers", owner = "platform" }
}
resource "terraform_data" "workers_0" {
  input = {
    name        = "${var.env}-workers-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "workers_1" {
  input = {
    name        = "${var.env}-workers-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "workers_2" {
  input = {
    name        = "${var.env}-workers-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
