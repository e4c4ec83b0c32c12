locals {
  labels = {
    team        = "shop-platform"
    environment = var.environment
    managed_by  = "terraform"
  }
}

resource "terraform_data" "api_deployment" {
  input = {
    name     = "${var.environment}-api"
    replicas = var.replica_count
    image    = "registry.example.com/shop/api:${var.release}"
    region   = var.region
    labels   = local.labels
  }
}

resource "terraform_data" "api_autoscaler" {
  input = {
    target       = terraform_data.api_deployment.output.name
    min_replicas = var.replica_count
    max_replicas = var.replica_count * 3
    cpu_target   = 70
  }
}

resource "terraform_data" "api_alerts" {
  input = {
    service   = terraform_data.api_deployment.output.name
    error_pct = 2
    p99_ms    = 800
    channels  = ["#oncall-${var.environment}", "pagerduty-api"]
  }
}

resource "terraform_data" "worker_deployment" {
  input = {
    name     = "${var.environment}-worker"
    replicas = var.replica_count
    image    = "registry.example.com/shop/worker:${var.release}"
    region   = var.region
    labels   = local.labels
  }
}

resource "terraform_data" "worker_autoscaler" {
  input = {
    target       = terraform_data.worker_deployment.output.name
    min_replicas = var.replica_count
    max_replicas = var.replica_count * 3
    cpu_target   = 70
  }
}

resource "terraform_data" "worker_alerts" {
  input = {
    service   = terraform_data.worker_deployment.output.name
    error_pct = 2
    p99_ms    = 800
    channels  = ["#oncall-${var.environment}", "pagerduty-worker"]
  }
}

resource "terraform_data" "scheduler_deployment" {
  input = {
    name     = "${var.environment}-scheduler"
    replicas = var.replica_count
    image    = "registry.example.com/shop/scheduler:${var.release}"
    region   = var.region
    labels   = local.labels
  }
}

resource "terraform_data" "scheduler_autoscaler" {
  input = {
    target       = terraform_data.scheduler_deployment.output.name
    min_replicas = var.replica_count
    max_replicas = var.replica_count * 3
    cpu_target   = 70
  }
}

resource "terraform_data" "scheduler_alerts" {
  input = {
    service   = terraform_data.scheduler_deployment.output.name
    error_pct = 2
    p99_ms    = 800
    channels  = ["#oncall-${var.environment}", "pagerduty-scheduler"]
  }
}

resource "terraform_data" "webhooks_deployment" {
  input = {
    name     = "${var.environment}-webhooks"
    replicas = var.replica_count
    image    = "registry.example.com/shop/webhooks:${var.release}"
    region   = var.region
    labels   = local.labels
  }
}

resource "terraform_data" "webhooks_autoscaler" {
  input = {
    target       = terraform_data.webhooks_deployment.output.name
    min_replicas = var.replica_count
    max_replicas = var.replica_count * 3
    cpu_target   = 70
  }
}

resource "terraform_data" "webhooks_alerts" {
  input = {
    service   = terraform_data.webhooks_deployment.output.name
    error_pct = 2
    p99_ms    = 800
    channels  = ["#oncall-${var.environment}", "pagerduty-webhooks"]
  }
}

resource "terraform_data" "search_deployment" {
  input = {
    name     = "${var.environment}-search"
    replicas = var.replica_count
    image    = "registry.example.com/shop/search:${var.release}"
    region   = var.region
    labels   = local.labels
  }
}

resource "terraform_data" "search_autoscaler" {
  input = {
    target       = terraform_data.search_deployment.output.name
    min_replicas = var.replica_count
    max_replicas = var.replica_count * 3
    cpu_target   = 70
  }
}

resource "terraform_data" "search_alerts" {
  input = {
    service   = terraform_data.search_deployment.output.name
    error_pct = 2
    p99_ms    = 800
    channels  = ["#oncall-${var.environment}", "pagerduty-search"]
  }
}

resource "terraform_data" "reports_deployment" {
  input = {
    name     = "${var.environment}-reports"
    replicas = var.replica_count
    image    = "registry.example.com/shop/reports:${var.release}"
    region   = var.region
    labels   = local.labels
  }
}

resource "terraform_data" "reports_autoscaler" {
  input = {
    target       = terraform_data.reports_deployment.output.name
    min_replicas = var.replica_count
    max_replicas = var.replica_count * 3
    cpu_target   = 70
  }
}

resource "terraform_data" "reports_alerts" {
  input = {
    service   = terraform_data.reports_deployment.output.name
    error_pct = 2
    p99_ms    = 800
    channels  = ["#oncall-${var.environment}", "pagerduty-reports"]
  }
}

resource "terraform_data" "exports_deployment" {
  input = {
    name     = "${var.environment}-exports"
    replicas = var.replica_count
    image    = "registry.example.com/shop/exports:${var.release}"
    region   = var.region
    labels   = local.labels
  }
}

resource "terraform_data" "exports_autoscaler" {
  input = {
    target       = terraform_data.exports_deployment.output.name
    min_replicas = var.replica_count
    max_replicas = var.replica_count * 3
    cpu_target   = 70
  }
}

resource "terraform_data" "exports_alerts" {
  input = {
    service   = terraform_data.exports_deployment.output.name
    error_pct = 2
    p99_ms    = 800
    channels  = ["#oncall-${var.environment}", "pagerduty-exports"]
  }
}

resource "terraform_data" "auth_deployment" {
  input = {
    name     = "${var.environment}-auth"
    replicas = var.replica_count
    image    = "registry.example.com/shop/auth:${var.release}"
    region   = var.region
    labels   = local.labels
  }
}

resource "terraform_data" "auth_autoscaler" {
  input = {
    target       = terraform_data.auth_deployment.output.name
    min_replicas = var.replica_count
    max_replicas = var.replica_count * 3
    cpu_target   = 70
  }
}

resource "terraform_data" "auth_alerts" {
  input = {
    service   = terraform_data.auth_deployment.output.name
    error_pct = 2
    p99_ms    = 800
    channels  = ["#oncall-${var.environment}", "pagerduty-auth"]
  }
}
