variable "name_prefix" {
  type = string
}

resource "random_id" "flow_logs" {
  byte_length = 4
  prefix      = "${var.name_prefix}-flow_logs-"
}
