variable "env" {
  type    = string
  default = "staging"
}

variable "subnets" {
  type    = list(string)
  default = ["10.20.0.0/24", "10.20.1.0/24", "10.20.2.0/24"]
}
