locals {
  # one /24 per zone, spaced 100 apart to leave room for future tiers
  subnet_cidrs = [for i, az in var.azs : cidrsubnet(var.vpc_cidr, 8, i * 100)]
}

resource "terraform_data" "subnet" {
  count = length(var.azs)
  input = {
    name = "${var.env}-${var.azs[count.index]}"
    cidr = local.subnet_cidrs[count.index]
  }
}
