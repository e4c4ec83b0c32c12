run "prod_keeps_logs_400_days" {
  command = plan
  variables {
    env = "prod"
  }
  assert {
    condition     = terraform_data.log_bucket.input.retention_days == 400
    error_message = "prod must keep logs for 400 days"
  }
}

run "staging_keeps_logs_30_days" {
  command = plan
  assert {
    condition     = terraform_data.log_bucket.input.retention_days == 30
    error_message = "staging keeps logs for 30 days"
  }
}
