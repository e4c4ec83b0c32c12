variable "name_prefix" {
  type = string
}

resource "random_id" "ssm_parameters" {
  byte_length = 4
  prefix      = "${var.name_prefix}-ssm_parameters-"
}
