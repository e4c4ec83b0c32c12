variable "env" {
  type    = string
  default = "ci"
}

variable "replicas" {
  type    = number
  default = 1
}
