variables {
  environment    = "staging"
  instance_count = 2
}

run "naming" {
  command = plan

  assert {
    condition     = module.db.endpoint == "orders-staging-db.cluster.internal:5432"
    error_message = "db endpoint must follow <prefix>-db.cluster.internal"
  }

  assert {
    condition     = output.app_url == "https://orders-staging.example.com"
    error_message = "app url must be on example.com, got ${output.app_url}"
  }
}

run "replicas" {
  command = plan

  variables {
    instance_count = 4
  }

  assert {
    condition     = length(module.app.instance_ids) == 4
    error_message = "4 instances expected"
  }
}

run "apply_staging" {
  assert {
    condition     = length(module.monitoring.alarm_names) == 2
    error_message = "one alarm per instance"
  }
}
