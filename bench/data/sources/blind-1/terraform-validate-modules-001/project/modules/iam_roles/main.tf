locals {
  labels = { module = "iam_roles", owner = "platform" }
}
resource "terraform_data" "iam_roles_0" {
  input = {
    name        = "${var.env}-iam_roles-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "iam_roles_1" {
  input = {
    name        = "${var.env}-iam_roles-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "iam_roles_2" {
  input = {
    name        = "${var.env}-iam_roles-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
