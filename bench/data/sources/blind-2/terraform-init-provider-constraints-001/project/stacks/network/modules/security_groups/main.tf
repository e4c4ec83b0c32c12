variable "name_prefix" {
  type = string
}

resource "random_id" "security_groups" {
  byte_length = 4
  prefix      = "${var.name_prefix}-security_groups-"
}
