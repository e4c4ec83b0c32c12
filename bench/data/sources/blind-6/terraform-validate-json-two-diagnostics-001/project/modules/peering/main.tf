variable "env" {
  type = string
}

resource "terraform_data" "peering_0" {
  input = {
    name  = "${var.env}-peering-0"
    index = 70
  }
}

resource "terraform_data" "peering_1" {
  input = {
    name  = "${var.env}-peering-1"
    index = 71
  }
}

resource "terraform_data" "peering_2" {
  input = {
    name  = "${var.env}-peering-2"
    index = 72
  }
}

resource "terraform_data" "peering_3" {
  input = {
    name  = "${var.env}-peering-3"
    index = 73
  }
}
