locals {
  labels = { module = "tracing", owner = "platform" }
}
resource "terraform_data" "tracing_0" {
  input = {
    name        = "${var.env}-tracing-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "tracing_1" {
  input = {
    name        = "${var.env}-tracing-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "tracing_2" {
  input = {
    name        = "${var.env}-tracing-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
