variable "name_prefix" {
  type = string
}

resource "random_id" "waf_rules" {
  byte_length = 4
  prefix      = "${var.name_prefix}-waf_rules-"
}
