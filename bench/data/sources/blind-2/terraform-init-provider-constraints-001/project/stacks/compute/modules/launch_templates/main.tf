variable "name_prefix" {
  type = string
}

resource "random_id" "launch_templates" {
  byte_length = 4
  prefix      = "${var.name_prefix}-launch_templates-"
}
