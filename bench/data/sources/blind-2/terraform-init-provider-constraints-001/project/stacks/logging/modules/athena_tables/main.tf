variable "name_prefix" {
  type = string
}

resource "random_id" "athena_tables" {
  byte_length = 4
  prefix      = "${var.name_prefix}-athena_tables-"
}
