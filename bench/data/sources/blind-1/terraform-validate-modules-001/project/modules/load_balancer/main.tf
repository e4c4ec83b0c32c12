locals {
  labels = { module = "load_balancer", owner = "platform" }
}
resource "terraform_data" "load_balancer_0" {
  input = {
    name        = "${var.env}-load_balancer-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "load_balancer_1" {
  input = {
    name        = "${var.env}-load_balancer-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "load_balancer_2" {
  input = {
    name        = "${var.env}-load_balancer-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
