locals {
  labels = { module = "postgres", owner = "platform" }
}
resource "terraform_data" "postgres_0" {
  input = {
    name        = "${var.env}-postgres-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "postgres_1" {
  input = {
    name        = "${var.env}-postgres-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "postgres_2" {
  input = {
    name        = "${var.env}-postgres-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
