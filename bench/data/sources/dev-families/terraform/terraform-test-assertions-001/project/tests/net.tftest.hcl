run "subnets" {
  command = plan

  module {
    source = "./modules/net"
  }

  variables {
    cidr        = "10.20.0.0/16"
    zones       = ["a", "b", "c"]
    name_prefix = "orders-test"
  }

  assert {
    condition     = length(local.subnets) == 3
    error_message = "one subnet per zone"
  }

  assert {
    condition     = local.subnets["b"] == "10.20.2.0/24"
    error_message = "zone b must get the second /24, got ${local.subnets["b"]}"
  }
}

run "tags_required" {
  command = plan

  module {
    source = "./modules/net"
  }

  variables {
    cidr        = "10.20.0.0/16"
    zones       = []
    name_prefix = "orders-test"
  }

  expect_failures = [var.zones]
}
