variable "ttl" {
  type    = number
  default = 300
}

resource "terraform_data" "apex" {
  input = {
    name = "${var.env}.example.net."
    ttl  = var.ttl
  }
}

resource "terraform_data" "www" {
  input = {
    name = "www.${var.env}.example.net."
    ttl  = var.record_ttl
  }
}
