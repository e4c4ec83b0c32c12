variable "env" {
  type = string
}

resource "terraform_data" "dns_0" {
  input = {
    name  = "${var.env}-dns-0"
    index = 10
  }
}

resource "terraform_data" "dns_1" {
  input = {
    name  = "${var.env}-dns-1"
    index = 11
  }
}

resource "terraform_data" "dns_2" {
  input = {
    name  = "${var.env}-dns-2"
    index = 12
  }
}

resource "terraform_data" "dns_3" {
  input = {
    name  = "${var.env}-dns-3"
    index = 13
  }
}
