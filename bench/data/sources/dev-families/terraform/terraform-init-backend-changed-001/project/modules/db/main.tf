variable "name" {
  type = string
}

variable "subnet_ids" {
  type = list(string)
}

variable "storage_gb" {
  type = number
}

resource "terraform_data" "subnet_group" {
  input = {
    name    = "${var.name}-subnets"
    subnets = var.subnet_ids
  }
}

resource "terraform_data" "cluster" {
  input = {
    name         = var.name
    storage_gb   = var.storage_gb
    subnet_group = terraform_data.subnet_group.id
  }
}

output "endpoint" {
  value = "${var.name}.cluster.internal:5432"
}
