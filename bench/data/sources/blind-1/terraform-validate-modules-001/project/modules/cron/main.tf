locals {
  labels = { module = "cron", owner = "platform" }
}
resource "terraform_data" "cron_0" {
  input = {
    name        = "${var.env}-cron-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "cron_1" {
  input = {
    name        = "${var.env}-cron-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "cron_2" {
  input = {
    name        = "${var.env}-cron-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
