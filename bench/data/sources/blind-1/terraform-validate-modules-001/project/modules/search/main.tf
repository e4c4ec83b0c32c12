locals {
  labels = { module = "search", owner = "platform" }
}
resource "terraform_data" "search_0" {
  input = {
    name        = "${var.env}-search-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "search_1" {
  input = {
    name        = "${var.env}-search-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "search_2" {
  input = {
    name        = "${var.env}-search-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
