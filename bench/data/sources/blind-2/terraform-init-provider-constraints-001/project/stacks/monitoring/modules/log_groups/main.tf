variable "name_prefix" {
  type = string
}

resource "random_id" "log_groups" {
  byte_length = 4
  prefix      = "${var.name_prefix}-log_groups-"
}
