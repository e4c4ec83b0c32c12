variable "name_prefix" {
  type = string
}

resource "random_id" "origin_shield" {
  byte_length = 4
  prefix      = "${var.name_prefix}-origin_shield-"
}
