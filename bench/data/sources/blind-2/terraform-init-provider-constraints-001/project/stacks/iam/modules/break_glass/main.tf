variable "name_prefix" {
  type = string
}

resource "random_id" "break_glass" {
  byte_length = 4
  prefix      = "${var.name_prefix}-break_glass-"
}
