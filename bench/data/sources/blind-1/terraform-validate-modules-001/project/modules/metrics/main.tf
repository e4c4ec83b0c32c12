locals {
  labels = { module = "metrics", owner = "platform" }
}
resource "terraform_data" "metrics_0" {
  input = {
    name        = "${var.env}-metrics-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "metrics_1" {
  input = {
    name        = "${var.env}-metrics-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "metrics_2" {
  input = {
    name        = "${var.env}-metrics-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
