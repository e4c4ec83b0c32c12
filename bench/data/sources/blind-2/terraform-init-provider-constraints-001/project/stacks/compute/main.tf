module "launch_templates" {
  source      = "./modules/launch_templates"
  name_prefix = "acme-compute"
}

module "asg_web" {
  source      = "./modules/asg_web"
  name_prefix = "acme-compute"
}

module "asg_workers" {
  source      = "./modules/asg_workers"
  name_prefix = "acme-compute"
}

module "spot_fleet" {
  source      = "./modules/spot_fleet"
  name_prefix = "acme-compute"
}

module "ami_lookup" {
  source      = "./modules/ami_lookup"
  name_prefix = "acme-compute"
}
