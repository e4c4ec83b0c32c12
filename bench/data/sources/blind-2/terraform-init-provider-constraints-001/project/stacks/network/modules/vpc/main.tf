variable "name_prefix" {
  type = string
}

resource "random_id" "vpc" {
  byte_length = 4
  prefix      = "${var.name_prefix}-vpc-"
}
module "endpoints" {
  source = "./modules/endpoints"
  vpc_id = random_id.vpc.hex
}
