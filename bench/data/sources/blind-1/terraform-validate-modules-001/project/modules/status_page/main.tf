locals {
  labels = { module = "status_page", owner = "platform" }
}
resource "terraform_data" "status_page_0" {
  input = {
    name        = "${var.env}-status_page-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "status_page_1" {
  input = {
    name        = "${var.env}-status_page-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "status_page_2" {
  input = {
    name        = "${var.env}-status_page-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
