locals {
  labels = { module = "feature_flags", owner = "platform" }
}
resource "terraform_data" "feature_flags_0" {
  input = {
    name        = "${var.env}-feature_flags-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "feature_flags_1" {
  input = {
    name        = "${var.env}-feature_flags-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "feature_flags_2" {
  input = {
    name        = "${var.env}-feature_flags-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
