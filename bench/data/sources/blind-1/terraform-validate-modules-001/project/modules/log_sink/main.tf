locals {
  labels = { module = "log_sink", owner = "platform" }
}
resource "terraform_data" "log_sink_0" {
  input = {
    name        = "${var.env}-log_sink-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "log_sink_1" {
  input = {
    name        = "${var.env}-log_sink-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "log_sink_2" {
  input = {
    name        = "${var.env}-log_sink-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
