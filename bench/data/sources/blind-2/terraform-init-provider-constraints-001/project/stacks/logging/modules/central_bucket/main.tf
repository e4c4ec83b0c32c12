variable "name_prefix" {
  type = string
}

resource "random_id" "central_bucket" {
  byte_length = 4
  prefix      = "${var.name_prefix}-central_bucket-"
}
