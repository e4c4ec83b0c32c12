variable "name_prefix" {
  type = string
}

resource "random_id" "metric_filters" {
  byte_length = 4
  prefix      = "${var.name_prefix}-metric_filters-"
}
