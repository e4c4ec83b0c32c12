module "vpc" {
  source      = "./modules/vpc"
  name_prefix = "acme-network"
}

module "subnets" {
  source      = "./modules/subnets"
  name_prefix = "acme-network"
}

module "route_tables" {
  source      = "./modules/route_tables"
  name_prefix = "acme-network"
}

module "nat" {
  source      = "./modules/nat"
  name_prefix = "acme-network"
}

module "flow_logs" {
  source      = "./modules/flow_logs"
  name_prefix = "acme-network"
}

module "tgw_attachment" {
  source      = "./modules/tgw_attachment"
  name_prefix = "acme-network"
}

module "security_groups" {
  source      = "./modules/security_groups"
  name_prefix = "acme-network"
}
