variable "env" {
  type = string
}

resource "terraform_data" "flowlogs_0" {
  input = {
    name  = "${var.env}-flowlogs-0"
    index = 30
  }
}

resource "terraform_data" "flowlogs_1" {
  input = {
    name  = "${var.env}-flowlogs-1"
    index = 31
  }
}

resource "terraform_data" "flowlogs_2" {
  input = {
    name  = "${var.env}-flowlogs-2"
    index = 32
  }
}

resource "terraform_data" "flowlogs_3" {
  input = {
    name  = "${var.env}-flowlogs-3"
    index = 33
  }
}
