resource "terraform_data" "svc_amber_0" {
  input = {
    name   = "${var.env}-amber-0"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8000
  }
}

resource "terraform_data" "svc_basalt_1" {
  input = {
    name   = "${var.env}-basalt-1"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8001
  }
}

resource "terraform_data" "svc_cedar_2" {
  input = {
    name   = "${var.env}-cedar-2"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8002
  }
}

resource "terraform_data" "svc_delta_3" {
  input = {
    name   = "${var.env}-delta-3"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8003
  }
}

resource "terraform_data" "svc_ember_4" {
  input = {
    name   = "${var.env}-ember-4"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8004
  }
}

resource "terraform_data" "svc_fable_5" {
  input = {
    name   = "${var.env}-fable-5"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8005
  }
}

resource "terraform_data" "svc_garnet_6" {
  input = {
    name   = "${var.env}-garnet-6"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8006
  }
}

resource "terraform_data" "svc_harbor_7" {
  input = {
    name   = "${var.env}-harbor-7"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8007
  }
}

resource "terraform_data" "svc_iris_8" {
  input = {
    name   = "${var.env}-iris-8"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8008
  }
}

resource "terraform_data" "svc_juniper_9" {
  input = {
    name   = "${var.env}-juniper-9"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8009
  }
}

resource "terraform_data" "svc_kestrel_10" {
  input = {
    name   = "${var.env}-kestrel-10"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8010
  }
}

resource "terraform_data" "svc_lumen_11" {
  input = {
    name   = "${var.env}-lumen-11"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8011
  }
}

resource "terraform_data" "svc_maple_12" {
  input = {
    name   = "${var.env}-maple-12"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8012
  }
}

resource "terraform_data" "svc_nectar_13" {
  input = {
    name   = "${var.env}-nectar-13"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8013
  }
}

resource "terraform_data" "svc_onyx_14" {
  input = {
    name   = "${var.env}-onyx-14"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8014
  }
}

resource "terraform_data" "svc_pollen_15" {
  input = {
    name   = "${var.env}-pollen-15"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8015
  }
}

resource "terraform_data" "svc_quartz_16" {
  input = {
    name   = "${var.env}-quartz-16"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8016
  }
}

resource "terraform_data" "svc_raven_17" {
  input = {
    name   = "${var.env}-raven-17"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8017
  }
}

resource "terraform_data" "svc_sable_18" {
  input = {
    name   = "${var.env}-sable-18"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8018
  }
}

resource "terraform_data" "svc_thistle_19" {
  input = {
    name   = "${var.env}-thistle-19"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8019
  }
}

resource "terraform_data" "svc_umber_20" {
  input = {
    name   = "${var.env}-umber-20"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8020
  }
}

resource "terraform_data" "svc_vesper_21" {
  input = {
    name   = "${var.env}-vesper-21"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8021
  }
}

resource "terraform_data" "svc_willow_22" {
  input = {
    name   = "${var.env}-willow-22"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8022
  }
}

resource "terraform_data" "svc_xenon_23" {
  input = {
    name   = "${var.env}-xenon-23"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8023
  }
}

resource "terraform_data" "svc_yarrow_24" {
  input = {
    name   = "${var.env}-yarrow-24"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8024
  }
}

resource "terraform_data" "svc_zephyr_25" {
  input = {
    name   = "${var.env}-zephyr-25"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8025
  }
}

resource "terraform_data" "svc_amber_26" {
  input = {
    name   = "${var.env}-amber-26"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8026
  }
}

resource "terraform_data" "svc_basalt_27" {
  input = {
    name   = "${var.env}-basalt-27"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8027
  }
}

resource "terraform_data" "svc_cedar_28" {
  input = {
    name   = "${var.env}-cedar-28"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8028
  }
}

resource "terraform_data" "svc_delta_29" {
  input = {
    name   = "${var.env}-delta-29"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8029
  }
}

resource "terraform_data" "svc_ember_30" {
  input = {
    name   = "${var.env}-ember-30"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8030
  }
}

resource "terraform_data" "svc_fable_31" {
  input = {
    name   = "${var.env}-fable-31"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8031
  }
}

resource "terraform_data" "svc_garnet_32" {
  input = {
    name   = "${var.env}-garnet-32"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8032
  }
}

resource "terraform_data" "svc_harbor_33" {
  input = {
    name   = "${var.env}-harbor-33"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8033
  }
}

resource "terraform_data" "svc_iris_34" {
  input = {
    name   = "${var.env}-iris-34"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8034
  }
}

resource "terraform_data" "svc_juniper_35" {
  input = {
    name   = "${var.env}-juniper-35"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8035
  }
}

resource "terraform_data" "svc_kestrel_36" {
  input = {
    name   = "${var.env}-kestrel-36"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8036
  }
}

resource "terraform_data" "svc_lumen_37" {
  input = {
    name   = "${var.env}-lumen-37"
    subnet = terraform_data.subnet[1].output.cidr
    port   = 8037
  }
}

resource "terraform_data" "svc_maple_38" {
  input = {
    name   = "${var.env}-maple-38"
    subnet = terraform_data.subnet[2].output.cidr
    port   = 8038
  }
}

resource "terraform_data" "svc_nectar_39" {
  input = {
    name   = "${var.env}-nectar-39"
    subnet = terraform_data.subnet[0].output.cidr
    port   = 8039
  }
}
