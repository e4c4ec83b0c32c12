variable "name_prefix" {
  type = string
}

resource "random_id" "tgw_attachment" {
  byte_length = 4
  prefix      = "${var.name_prefix}-tgw_attachment-"
}
