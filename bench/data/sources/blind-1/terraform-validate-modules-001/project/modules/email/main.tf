locals {
  labels = { module = "email", owner = "platform" }
}
resource "terraform_data" "email_0" {
  input = {
    name        = "${var.env}-email-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "email_1" {
  input = {
    name        = "${var.env}-email-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "email_2" {
  input = {
    name        = "${var.env}-email-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
