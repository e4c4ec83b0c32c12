variable "name_prefix" {
  type = string
}

resource "random_id" "synthetics" {
  byte_length = 4
  prefix      = "${var.name_prefix}-synthetics-"
}
