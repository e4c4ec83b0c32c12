variable "env" {
  type = string
}

variable "vpc_id" {
  type = string
}

variable "db_subnet_ids" {
  type    = list(string)
  default = []
}

locals {
  tags = { env = var.env, owner = "platform" }
}
