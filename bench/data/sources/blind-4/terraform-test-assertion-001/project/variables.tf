variable "env" {
  type    = string
  default = "staging"
}

variable "app" {
  type    = string
  default = "billing"
}
