variable "env" {
  type = string
}

resource "terraform_data" "gateway_0" {
  input = {
    name  = "${var.env}-gateway-0"
    index = 40
  }
}

resource "terraform_data" "gateway_1" {
  input = {
    name  = "${var.env}-gateway-1"
    index = 41
  }
}

resource "terraform_data" "gateway_2" {
  input = {
    name  = "${var.env}-gateway-2"
    index = 42
  }
}

resource "terraform_data" "gateway_3" {
  input = {
    name  = "${var.env}-gateway-3"
    index = 43
  }
}
