locals {
  labels = { module = "cdn", owner = "platform" }
}
resource "terraform_data" "cdn_0" {
  input = {
    name        = "${var.env}-cdn-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "cdn_1" {
  input = {
    name        = "${var.env}-cdn-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "cdn_2" {
  input = {
    name        = "${var.env}-cdn-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
