variable "name_prefix" {
  type = string
}

resource "random_id" "oidc_github" {
  byte_length = 4
  prefix      = "${var.name_prefix}-oidc_github-"
}
