variable "name" {
  type = string
}

variable "replicas" {
  type    = number
  default = 1
}
