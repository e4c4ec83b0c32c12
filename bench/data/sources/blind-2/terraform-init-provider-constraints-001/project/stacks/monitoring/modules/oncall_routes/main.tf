variable "name_prefix" {
  type = string
}

resource "random_id" "oncall_routes" {
  byte_length = 4
  prefix      = "${var.name_prefix}-oncall_routes-"
}
