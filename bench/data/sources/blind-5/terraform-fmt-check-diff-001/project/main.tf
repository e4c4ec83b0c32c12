module "amber_00" {
  source   = "./modules/amber_00"
  name     = "amber-00"
  replicas = 1
}

module "basalt_01" {
  source   = "./modules/basalt_01"
  name     = "basalt-01"
  replicas = 2
}

module "cedar_02" {
  source   = "./modules/cedar_02"
  name     = "cedar-02"
  replicas = 3
}

module "delta_03" {
  source   = "./modules/delta_03"
  name     = "delta-03"
  replicas = 4
}

module "ember_04" {
  source   = "./modules/ember_04"
  name     = "ember-04"
  replicas = 1
}

module "fable_05" {
  source   = "./modules/fable_05"
  name     = "fable-05"
  replicas = 2
}

module "garnet_06" {
  source   = "./modules/garnet_06"
  name     = "garnet-06"
  replicas = 3
}

module "harbor_07" {
  source   = "./modules/harbor_07"
  name     = "harbor-07"
  replicas = 4
}

module "iris_08" {
  source   = "./modules/iris_08"
  name     = "iris-08"
  replicas = 1
}

module "juniper_09" {
  source   = "./modules/juniper_09"
  name     = "juniper-09"
  replicas = 2
}

module "kestrel_10" {
  source   = "./modules/kestrel_10"
  name     = "kestrel-10"
  replicas = 3
}

module "lumen_11" {
  source   = "./modules/lumen_11"
  name     = "lumen-11"
  replicas = 4
}

module "maple_12" {
  source   = "./modules/maple_12"
  name     = "maple-12"
  replicas = 1
}

module "nectar_13" {
  source   = "./modules/nectar_13"
  name     = "nectar-13"
  replicas = 2
}

module "onyx_14" {
  source   = "./modules/onyx_14"
  name     = "onyx-14"
  replicas = 3
}

module "pollen_15" {
  source   = "./modules/pollen_15"
  name     = "pollen-15"
  replicas = 4
}

module "quartz_16" {
  source   = "./modules/quartz_16"
  name     = "quartz-16"
  replicas = 1
}

module "raven_17" {
  source   = "./modules/raven_17"
  name     = "raven-17"
  replicas = 2
}

module "sable_18" {
  source   = "./modules/sable_18"
  name     = "sable-18"
  replicas = 3
}

module "thistle_19" {
  source   = "./modules/thistle_19"
  name     = "thistle-19"
  replicas = 4
}

module "umber_20" {
  source   = "./modules/umber_20"
  name     = "umber-20"
  replicas = 1
}

module "vesper_21" {
  source   = "./modules/vesper_21"
  name     = "vesper-21"
  replicas = 2
}

module "willow_22" {
  source   = "./modules/willow_22"
  name     = "willow-22"
  replicas = 3
}

module "xenon_23" {
  source   = "./modules/xenon_23"
  name     = "xenon-23"
  replicas = 4
}

