variable "env" {
  type = string
}

resource "terraform_data" "nat_0" {
  input = {
    name  = "${var.env}-nat-0"
    index = 60
  }
}

resource "terraform_data" "nat_1" {
  input = {
    name  = "${var.env}-nat-1"
    index = 61
  }
}

resource "terraform_data" "nat_2" {
  input = {
    name  = "${var.env}-nat-2"
    index = 62
  }
}

resource "terraform_data" "nat_3" {
  input = {
    name  = "${var.env}-nat-3"
    index = 63
  }
}
