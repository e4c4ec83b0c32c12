variable "name_prefix" {
  type = string
}

resource "random_id" "service_accounts" {
  byte_length = 4
  prefix      = "${var.name_prefix}-service_accounts-"
}
