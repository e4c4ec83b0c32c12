locals {
  labels = { module = "ci_runners", owner = "platform" }
}
resource "terraform_data" "ci_runners_0" {
  input = {
    name        = "${var.env}-ci_runners-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "ci_runners_1" {
  input = {
    name        = "${var.env}-ci_runners-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "ci_runners_2" {
  input = {
    name        = "${var.env}-ci_runners-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
