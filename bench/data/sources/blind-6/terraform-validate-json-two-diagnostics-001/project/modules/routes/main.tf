variable "env" {
  type = string
}

resource "terraform_data" "routes_0" {
  input = {
    name  = "${var.env}-routes-0"
    index = 80
  }
}

resource "terraform_data" "routes_1" {
  input = {
    name  = "${var.env}-routes-1"
    index = 81
  }
}

resource "terraform_data" "routes_2" {
  input = {
    name  = "${var.env}-routes-2"
    index = 82
  }
}

resource "terraform_data" "routes_3" {
  input = {
    name  = "${var.env}-routes-3"
    index = 83
  }
}
