run "billing_worker_sized_for_prod" {
  command = plan
  variables {
    env = "prod"
  }
  assert {
    condition     = terraform_data.billing_worker.input.size == 3
    error_message = "billing worker size is wrong for prod"
  }
}

run "billing_worker_sized_for_staging" {
  command = plan
  variables {
    env = "staging"
  }
  assert {
    condition     = terraform_data.billing_worker.input.size == 1
    error_message = "billing worker size is wrong for staging"
  }
}

run "catalog_worker_sized_for_prod" {
  command = plan
  variables {
    env = "prod"
  }
  assert {
    condition     = terraform_data.catalog_worker.input.size == 3
    error_message = "catalog worker size is wrong for prod"
  }
}

run "catalog_worker_sized_for_staging" {
  command = plan
  variables {
    env = "staging"
  }
  assert {
    condition     = terraform_data.catalog_worker.input.size == 1
    error_message = "catalog worker size is wrong for staging"
  }
}

run "checkout_worker_sized_for_prod" {
  command = plan
  variables {
    env = "prod"
  }
  assert {
    condition     = terraform_data.checkout_worker.input.size == 3
    error_message = "checkout worker size is wrong for prod"
  }
}

run "checkout_worker_sized_for_staging" {
  command = plan
  variables {
    env = "staging"
  }
  assert {
    condition     = terraform_data.checkout_worker.input.size == 1
    error_message = "checkout worker size is wrong for staging"
  }
}

run "identity_worker_sized_for_prod" {
  command = plan
  variables {
    env = "prod"
  }
  assert {
    condition     = terraform_data.identity_worker.input.size == 3
    error_message = "identity worker size is wrong for prod"
  }
}

run "identity_worker_sized_for_staging" {
  command = plan
  variables {
    env = "staging"
  }
  assert {
    condition     = terraform_data.identity_worker.input.size == 1
    error_message = "identity worker size is wrong for staging"
  }
}

run "ledger_worker_sized_for_prod" {
  command = plan
  variables {
    env = "prod"
  }
  assert {
    condition     = terraform_data.ledger_worker.input.size == 3
    error_message = "ledger worker size is wrong for prod"
  }
}

run "ledger_worker_sized_for_staging" {
  command = plan
  variables {
    env = "staging"
  }
  assert {
    condition     = terraform_data.ledger_worker.input.size == 1
    error_message = "ledger worker size is wrong for staging"
  }
}

run "notify_worker_sized_for_prod" {
  command = plan
  variables {
    env = "prod"
  }
  assert {
    condition     = terraform_data.notify_worker.input.size == 3
    error_message = "notify worker size is wrong for prod"
  }
}

run "notify_worker_sized_for_staging" {
  command = plan
  variables {
    env = "staging"
  }
  assert {
    condition     = terraform_data.notify_worker.input.size == 1
    error_message = "notify worker size is wrong for staging"
  }
}

run "search_worker_sized_for_prod" {
  command = plan
  variables {
    env = "prod"
  }
  assert {
    condition     = terraform_data.search_worker.input.size == 3
    error_message = "search worker size is wrong for prod"
  }
}

run "search_worker_sized_for_staging" {
  command = plan
  variables {
    env = "staging"
  }
  assert {
    condition     = terraform_data.search_worker.input.size == 1
    error_message = "search worker size is wrong for staging"
  }
}
