variable "name_prefix" {
  type = string
}

resource "random_id" "opensearch" {
  byte_length = 4
  prefix      = "${var.name_prefix}-opensearch-"
}
