variable "name_prefix" {
  type = string
}

resource "random_id" "resolver_rules" {
  byte_length = 4
  prefix      = "${var.name_prefix}-resolver_rules-"
}
