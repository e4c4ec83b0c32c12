variable "name_prefix" {
  type = string
}

resource "random_id" "ami_lookup" {
  byte_length = 4
  prefix      = "${var.name_prefix}-ami_lookup-"
}
