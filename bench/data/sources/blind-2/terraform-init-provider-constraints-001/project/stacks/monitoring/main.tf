module "dashboards" {
  source      = "./modules/dashboards"
  name_prefix = "acme-monitoring"
}

module "alarms" {
  source      = "./modules/alarms"
  name_prefix = "acme-monitoring"
}

module "log_groups" {
  source      = "./modules/log_groups"
  name_prefix = "acme-monitoring"
}

module "metric_filters" {
  source      = "./modules/metric_filters"
  name_prefix = "acme-monitoring"
}

module "synthetics" {
  source      = "./modules/synthetics"
  name_prefix = "acme-monitoring"
}

module "oncall_routes" {
  source      = "./modules/oncall_routes"
  name_prefix = "acme-monitoring"
}

module "slo" {
  source      = "./modules/slo"
  name_prefix = "acme-monitoring"
}
