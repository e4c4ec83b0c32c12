variable "name_prefix" {
  type = string
}

resource "random_id" "glue_catalog" {
  byte_length = 4
  prefix      = "${var.name_prefix}-glue_catalog-"
}
