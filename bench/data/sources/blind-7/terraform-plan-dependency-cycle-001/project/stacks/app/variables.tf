variable "environment" {
  type    = string
  default = "staging"
}

variable "app_port" {
  type    = number
  default = 8080
}
