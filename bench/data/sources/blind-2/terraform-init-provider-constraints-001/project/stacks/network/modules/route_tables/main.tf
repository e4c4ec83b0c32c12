variable "name_prefix" {
  type = string
}

resource "random_id" "route_tables" {
  byte_length = 4
  prefix      = "${var.name_prefix}-route_tables-"
}
