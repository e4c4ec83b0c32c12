locals {
  labels = { module = "batch_jobs", owner = "platform" }
}
resource "terraform_data" "batch_jobs_0" {
  input = {
    name        = "${var.env}-batch_jobs-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "batch_jobs_1" {
  input = {
    name        = "${var.env}-batch_jobs-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "batch_jobs_2" {
  input = {
    name        = "${var.env}-batch_jobs-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
