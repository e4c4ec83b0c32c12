locals {
  labels = { module = "redis", owner = "platform" }
}
resource "terraform_data" "redis_0" {
  input = {
    name        = "${var.env}-redis-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "redis_1" {
  input = {
    name        = "${var.env}-redis-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "redis_2" {
  input = {
    name        = "${var.env}-redis-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
