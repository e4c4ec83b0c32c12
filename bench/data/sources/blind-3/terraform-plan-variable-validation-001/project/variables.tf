variable "environment" {
  type = string
  validation {
    condition     = contains(["staging", "production"], var.environment)
    error_message = "environment must be staging or production."
  }
}

variable "replica_count" {
  type = number
  validation {
    condition     = var.replica_count >= 1 && var.replica_count <= 9
    error_message = "replica_count must be between 1 and 9 (the node pool has 9 nodes)."
  }
}

variable "region" {
  type    = string
  default = "eu-west-1"
}

variable "release" {
  type = string
}
