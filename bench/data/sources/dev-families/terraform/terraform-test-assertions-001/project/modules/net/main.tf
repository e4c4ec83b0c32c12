variable "cidr" {
  type = string
}

variable "zones" {
  type = list(string)
}

variable "name_prefix" {
  type = string
}

locals {
  subnets = { for i, z in var.zones : z => cidrsubnet(var.cidr, 8, i) }
}

resource "terraform_data" "vpc" {
  input = {
    name = "${var.name_prefix}-vpc"
    cidr = var.cidr
  }
}

resource "terraform_data" "subnet" {
  for_each = local.subnets
  input = {
    name = "${var.name_prefix}-${each.key}"
    cidr = each.value
    vpc  = terraform_data.vpc.id
  }
}

resource "terraform_data" "route_table" {
  for_each = local.subnets
  input = {
    subnet = terraform_data.subnet[each.key].id
    routes = ["0.0.0.0/0"]
  }
}

output "subnet_ids" {
  value = [for s in terraform_data.subnet : s.id]
}
