variable "environment" {
  type = string
}
