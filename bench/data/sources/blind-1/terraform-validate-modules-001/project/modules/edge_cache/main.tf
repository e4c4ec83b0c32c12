locals {
  labels = { module = "edge_cache", owner = "platform" }
}
resource "terraform_data" "edge_cache_0" {
  input = {
    name        = "${var.env}-edge_cache-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "edge_cache_1" {
  input = {
    name        = "${var.env}-edge_cache-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "edge_cache_2" {
  input = {
    name        = "${var.env}-edge_cache-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
