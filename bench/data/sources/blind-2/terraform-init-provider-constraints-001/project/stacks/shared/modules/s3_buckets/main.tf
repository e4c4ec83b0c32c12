variable "name_prefix" {
  type = string
}

resource "random_id" "s3_buckets" {
  byte_length = 4
  prefix      = "${var.name_prefix}-s3_buckets-"
}
