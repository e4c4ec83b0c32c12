variables {
  env = "prod"
  app = "billing"
}

run "queue_names_follow_convention" {
  command = plan
  assert {
    condition     = terraform_data.billing_queue.input.name == "prod-billing-queue"
    error_message = "queue name must be <env>-<app>-<purpose>"
  }
}

run "log_bucket_name_follows_convention" {
  command = plan
  assert {
    condition     = terraform_data.log_bucket.input.name == "prod-billing-logs"
    error_message = "log bucket name must be <env>-<app>-logs"
  }
}
