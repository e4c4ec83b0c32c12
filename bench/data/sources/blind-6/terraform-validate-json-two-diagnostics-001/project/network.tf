locals {
  subnet_count = lenght(var.subnets)
  labels       = { env = var.env, team = "network" }
}

resource "terraform_data" "vpc" {
  input = {
    name    = "${var.env}-vpc"
    subnets = local.subnet_count
  }
}
