variable "name_prefix" {
  type = string
}

resource "random_id" "elasticache" {
  byte_length = 4
  prefix      = "${var.name_prefix}-elasticache-"
}
