variable "name_prefix" {
  type = string
}

resource "random_id" "asg_web" {
  byte_length = 4
  prefix      = "${var.name_prefix}-asg_web-"
}
