variable "environment" {
  type = string
}

variable "origins" {
  type = list(string)
}
