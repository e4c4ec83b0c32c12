locals {
  labels = { module = "bastion", owner = "platform" }
}
resource "terraform_data" "bastion_0" {
  input = {
    name        = "${var.env}-bastion-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "bastion_1" {
  input = {
    name        = "${var.env}-bastion-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "bastion_2" {
  input = {
    name        = "${var.env}-bastion-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
