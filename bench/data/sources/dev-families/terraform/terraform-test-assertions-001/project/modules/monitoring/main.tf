variable "targets" {
  type = list(string)
}

variable "name_prefix" {
  type = string
}

resource "terraform_data" "dashboard" {
  input = {
    name    = "${var.name_prefix}-dashboard"
    targets = var.targets
  }
}

resource "terraform_data" "alarm" {
  count = length(var.targets)
  input = {
    name      = "${var.name_prefix}-cpu-${count.index}"
    threshold = 80
  }
}
