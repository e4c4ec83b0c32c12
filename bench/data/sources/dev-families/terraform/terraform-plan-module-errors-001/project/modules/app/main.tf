variable "subnet_ids" {
  type = list(string)
}

variable "replicas" {
  type = number
}

variable "name_prefix" {
  type = string
}

variable "tags" {
  type = map(string)
}

variable "config_file" {
  type    = string
  default = ""
}

locals {
  config = var.config_file == "" ? {} : jsondecode(file(var.config_file))
}

resource "terraform_data" "instance" {
  count = var.replicas
  input = {
    name   = "${var.name_prefix}-app-${count.index}"
    subnet = var.subnet_ids[count.index % length(var.subnet_ids)]
    tags   = var.tags
  }
}

resource "terraform_data" "load_balancer" {
  input = {
    name    = "${var.name_prefix}-lb"
    targets = terraform_data.instance[*].id
  }
}

output "instance_ids" {
  value = terraform_data.instance[*].id
}

output "url" {
  value = "https://${var.name_prefix}.example.internal"
}
