locals {
  labels = { module = "backup", owner = "platform" }
}
resource "terraform_data" "backup_0" {
  input = {
    name        = "${var.env}-backup-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "backup_1" {
  input = {
    name        = "${var.env}-backup-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "backup_2" {
  input = {
    name        = "${var.env}-backup-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
