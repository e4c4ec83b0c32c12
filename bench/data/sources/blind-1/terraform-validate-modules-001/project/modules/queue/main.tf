locals {
  labels = { module = "queue", owner = "platform" }
}
resource "terraform_data" "queue_0" {
  input = {
    name        = "${var.env}-queue-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "queue_1" {
  input = {
    name        = "${var.env}-queue-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "queue_2" {
  input = {
    name        = "${var.env}-queue-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
