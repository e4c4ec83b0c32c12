variable "name_prefix" {
  type = string
}

resource "random_id" "rds_replica" {
  byte_length = 4
  prefix      = "${var.name_prefix}-rds_replica-"
}
