module "bastion" {
  source = "./modules/bastion"
  env    = var.env
}

module "dns" {
  source = "./modules/dns"
  env    = var.env
}

module "firewall" {
  source = "./modules/firewall"
  env    = var.env
}

module "flowlogs" {
  source = "./modules/flowlogs"
  env    = var.env
}

module "gateway" {
  source = "./modules/gateway"
  env    = var.env
}

module "lb" {
  source = "./modules/lb"
  env    = var.env
}

module "nat" {
  source = "./modules/nat"
  env    = var.env
}

module "peering" {
  source = "./modules/peering"
  env    = var.env
}

module "routes" {
  source = "./modules/routes"
  env    = var.env
}

module "vpn" {
  source = "./modules/vpn"
  env    = var.env
}
