variable "env" {
  type = string
}

resource "terraform_data" "bastion_0" {
  input = {
    name  = "${var.env}-bastion-0"
    index = 0
  }
}

resource "terraform_data" "bastion_1" {
  input = {
    name  = "${var.env}-bastion-1"
    index = 1
  }
}

resource "terraform_data" "bastion_2" {
  input = {
    name  = "${var.env}-bastion-2"
    index = 2
  }
}

resource "terraform_data" "bastion_3" {
  input = {
    name  = "${var.env}-bastion-3"
    index = 3
  }
}
