locals {
  labels = { module = "api_gateway", owner = "platform" }
}
resource "terraform_data" "api_gateway_0" {
  input = {
    name        = "${var.env}-api_gateway-0"
    replicas    = var.replicas + 0
    labels      = local.labels
  }
}

resource "terraform_data" "api_gateway_1" {
  input = {
    name        = "${var.env}-api_gateway-1"
    replicas    = var.replicas + 1
    labels      = local.labels
  }
}

resource "terraform_data" "api_gateway_2" {
  input = {
    name        = "${var.env}-api_gateway-2"
    replicas    = var.replicas + 2
    labels      = local.labels
  }
}
