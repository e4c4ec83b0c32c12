variable "name_prefix" {
  type = string
}

resource "random_id" "kms_keys" {
  byte_length = 4
  prefix      = "${var.name_prefix}-kms_keys-"
}
