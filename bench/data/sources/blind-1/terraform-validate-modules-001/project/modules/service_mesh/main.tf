locals {
  labels = { module = "service_mesh", owner = "platform" }
}
resource "terraform_data" "service_mesh_0" {
  input = {
    name        = "${var.env}-service_mesh-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "service_mesh_1" {
  input = {
    name        = "${var.env}-service_mesh-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "service_mesh_2" {
  input = {
    name        = "${var.env}-service_mesh-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
