variable "env" {
  type = string
}

resource "terraform_data" "firewall_0" {
  input = {
    name  = "${var.env}-firewall-0"
    index = 20
  }
}

resource "terraform_data" "firewall_1" {
  input = {
    name  = "${var.env}-firewall-1"
    index = 21
  }
}

resource "terraform_data" "firewall_2" {
  input = {
    name  = "${var.env}-firewall-2"
    index = 22
  }
}

resource "terraform_data" "firewall_3" {
  input = {
    name  = "${var.env}-firewall-3"
    index = 23
  }
}
