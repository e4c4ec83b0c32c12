locals {
  labels = { module = "sftp", owner = "platform" }
}
resource "terraform_data" "sftp_0" {
  input = {
    name        = "${var.env}-sftp-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "sftp_1" {
  input = {
    name        = "${var.env}-sftp-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "sftp_2" {
  input = {
    name        = "${var.env}-sftp-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
