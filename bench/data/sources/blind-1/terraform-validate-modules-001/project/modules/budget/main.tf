locals {
  labels = { module = "budget", owner = "platform" }
}
resource "terraform_data" "budget_0" {
  input = {
    name        = "${var.env}-budget-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "budget_1" {
  input = {
    name        = "${var.env}-budget-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "budget_2" {
  input = {
    name        = "${var.env}-budget-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
