variable "name_prefix" {
  type = string
}

resource "random_id" "spot_fleet" {
  byte_length = 4
  prefix      = "${var.name_prefix}-spot_fleet-"
}
