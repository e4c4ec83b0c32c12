variable "env" {
  type = string
}

resource "terraform_data" "vpn_0" {
  input = {
    name  = "${var.env}-vpn-0"
    index = 90
  }
}

resource "terraform_data" "vpn_1" {
  input = {
    name  = "${var.env}-vpn-1"
    index = 91
  }
}

resource "terraform_data" "vpn_2" {
  input = {
    name  = "${var.env}-vpn-2"
    index = 92
  }
}

resource "terraform_data" "vpn_3" {
  input = {
    name  = "${var.env}-vpn-3"
    index = 93
  }
}
