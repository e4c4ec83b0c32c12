variable "name_prefix" {
  type = string
}

resource "random_id" "ecr_repos" {
  byte_length = 4
  prefix      = "${var.name_prefix}-ecr_repos-"
}
