locals {
  labels = { module = "artifact_repo", owner = "platform" }
}
resource "terraform_data" "artifact_repo_0" {
  input = {
    name        = "${var.env}-artifact_repo-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "artifact_repo_1" {
  input = {
    name        = "${var.env}-artifact_repo-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "artifact_repo_2" {
  input = {
    name        = "${var.env}-artifact_repo-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
