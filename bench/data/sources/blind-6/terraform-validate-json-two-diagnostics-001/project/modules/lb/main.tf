variable "env" {
  type = string
}

resource "terraform_data" "lb_0" {
  input = {
    name  = "${var.env}-lb-0"
    index = 50
  }
}

resource "terraform_data" "lb_1" {
  input = {
    name  = "${var.env}-lb-1"
    index = 51
  }
}

resource "terraform_data" "lb_2" {
  input = {
    name  = "${var.env}-lb-2"
    index = 52
  }
}

resource "terraform_data" "lb_3" {
  input = {
    name  = "${var.env}-lb-3"
    index = 53
  }
}
