variable "name_prefix" {
  type = string
}

resource "random_id" "health_checks" {
  byte_length = 4
  prefix      = "${var.name_prefix}-health_checks-"
}
