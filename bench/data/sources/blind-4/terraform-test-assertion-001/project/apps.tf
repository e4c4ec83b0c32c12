resource "terraform_data" "billing_queue" {
  input = {
    name    = "${var.env}-billing-queue"
    team    = "team-billing"
    size    = var.env == "prod" ? 3 : 1
    retries = 12
  }
}

resource "terraform_data" "billing_worker" {
  input = {
    name    = "${var.env}-billing-worker"
    team    = "team-billing"
    size    = var.env == "prod" ? 3 : 1
    retries = 13
  }
}

resource "terraform_data" "billing_alarm" {
  input = {
    name    = "${var.env}-billing-alarm"
    team    = "team-billing"
    size    = var.env == "prod" ? 3 : 1
    retries = 12
  }
}

resource "terraform_data" "billing_dashboard" {
  input = {
    name    = "${var.env}-billing-dashboard"
    team    = "team-billing"
    size    = var.env == "prod" ? 3 : 1
    retries = 16
  }
}

resource "terraform_data" "billing_schedule" {
  input = {
    name    = "${var.env}-billing-schedule"
    team    = "team-billing"
    size    = var.env == "prod" ? 3 : 1
    retries = 15
  }
}

resource "terraform_data" "billing_secret" {
  input = {
    name    = "${var.env}-billing-secret"
    team    = "team-billing"
    size    = var.env == "prod" ? 3 : 1
    retries = 13
  }
}

resource "terraform_data" "catalog_queue" {
  input = {
    name    = "${var.env}-catalog-queue"
    team    = "team-catalog"
    size    = var.env == "prod" ? 3 : 1
    retries = 12
  }
}

resource "terraform_data" "catalog_worker" {
  input = {
    name    = "${var.env}-catalog-worker"
    team    = "team-catalog"
    size    = var.env == "prod" ? 3 : 1
    retries = 13
  }
}

resource "terraform_data" "catalog_alarm" {
  input = {
    name    = "${var.env}-catalog-alarm"
    team    = "team-catalog"
    size    = var.env == "prod" ? 3 : 1
    retries = 12
  }
}

resource "terraform_data" "catalog_dashboard" {
  input = {
    name    = "${var.env}-catalog-dashboard"
    team    = "team-catalog"
    size    = var.env == "prod" ? 3 : 1
    retries = 16
  }
}

resource "terraform_data" "catalog_schedule" {
  input = {
    name    = "${var.env}-catalog-schedule"
    team    = "team-catalog"
    size    = var.env == "prod" ? 3 : 1
    retries = 15
  }
}

resource "terraform_data" "catalog_secret" {
  input = {
    name    = "${var.env}-catalog-secret"
    team    = "team-catalog"
    size    = var.env == "prod" ? 3 : 1
    retries = 13
  }
}

resource "terraform_data" "checkout_queue" {
  input = {
    name    = "${var.env}-checkout-queue"
    team    = "team-checkout"
    size    = var.env == "prod" ? 3 : 1
    retries = 13
  }
}

resource "terraform_data" "checkout_worker" {
  input = {
    name    = "${var.env}-checkout-worker"
    team    = "team-checkout"
    size    = var.env == "prod" ? 3 : 1
    retries = 14
  }
}

resource "terraform_data" "checkout_alarm" {
  input = {
    name    = "${var.env}-checkout-alarm"
    team    = "team-checkout"
    size    = var.env == "prod" ? 3 : 1
    retries = 13
  }
}

resource "terraform_data" "checkout_dashboard" {
  input = {
    name    = "${var.env}-checkout-dashboard"
    team    = "team-checkout"
    size    = var.env == "prod" ? 3 : 1
    retries = 17
  }
}

resource "terraform_data" "checkout_schedule" {
  input = {
    name    = "${var.env}-checkout-schedule"
    team    = "team-checkout"
    size    = var.env == "prod" ? 3 : 1
    retries = 16
  }
}

resource "terraform_data" "checkout_secret" {
  input = {
    name    = "${var.env}-checkout-secret"
    team    = "team-checkout"
    size    = var.env == "prod" ? 3 : 1
    retries = 14
  }
}

resource "terraform_data" "identity_queue" {
  input = {
    name    = "${var.env}-identity-queue"
    team    = "team-identity"
    size    = var.env == "prod" ? 3 : 1
    retries = 13
  }
}

resource "terraform_data" "identity_worker" {
  input = {
    name    = "${var.env}-identity-worker"
    team    = "team-identity"
    size    = var.env == "prod" ? 3 : 1
    retries = 14
  }
}

resource "terraform_data" "identity_alarm" {
  input = {
    name    = "${var.env}-identity-alarm"
    team    = "team-identity"
    size    = var.env == "prod" ? 3 : 1
    retries = 13
  }
}

resource "terraform_data" "identity_dashboard" {
  input = {
    name    = "${var.env}-identity-dashboard"
    team    = "team-identity"
    size    = var.env == "prod" ? 3 : 1
    retries = 17
  }
}

resource "terraform_data" "identity_schedule" {
  input = {
    name    = "${var.env}-identity-schedule"
    team    = "team-identity"
    size    = var.env == "prod" ? 3 : 1
    retries = 16
  }
}

resource "terraform_data" "identity_secret" {
  input = {
    name    = "${var.env}-identity-secret"
    team    = "team-identity"
    size    = var.env == "prod" ? 3 : 1
    retries = 14
  }
}

resource "terraform_data" "ledger_queue" {
  input = {
    name    = "${var.env}-ledger-queue"
    team    = "team-ledger"
    size    = var.env == "prod" ? 3 : 1
    retries = 11
  }
}

resource "terraform_data" "ledger_worker" {
  input = {
    name    = "${var.env}-ledger-worker"
    team    = "team-ledger"
    size    = var.env == "prod" ? 3 : 1
    retries = 12
  }
}

resource "terraform_data" "ledger_alarm" {
  input = {
    name    = "${var.env}-ledger-alarm"
    team    = "team-ledger"
    size    = var.env == "prod" ? 3 : 1
    retries = 11
  }
}

resource "terraform_data" "ledger_dashboard" {
  input = {
    name    = "${var.env}-ledger-dashboard"
    team    = "team-ledger"
    size    = var.env == "prod" ? 3 : 1
    retries = 15
  }
}

resource "terraform_data" "ledger_schedule" {
  input = {
    name    = "${var.env}-ledger-schedule"
    team    = "team-ledger"
    size    = var.env == "prod" ? 3 : 1
    retries = 14
  }
}

resource "terraform_data" "ledger_secret" {
  input = {
    name    = "${var.env}-ledger-secret"
    team    = "team-ledger"
    size    = var.env == "prod" ? 3 : 1
    retries = 12
  }
}

resource "terraform_data" "notify_queue" {
  input = {
    name    = "${var.env}-notify-queue"
    team    = "team-notify"
    size    = var.env == "prod" ? 3 : 1
    retries = 11
  }
}

resource "terraform_data" "notify_worker" {
  input = {
    name    = "${var.env}-notify-worker"
    team    = "team-notify"
    size    = var.env == "prod" ? 3 : 1
    retries = 12
  }
}

resource "terraform_data" "notify_alarm" {
  input = {
    name    = "${var.env}-notify-alarm"
    team    = "team-notify"
    size    = var.env == "prod" ? 3 : 1
    retries = 11
  }
}

resource "terraform_data" "notify_dashboard" {
  input = {
    name    = "${var.env}-notify-dashboard"
    team    = "team-notify"
    size    = var.env == "prod" ? 3 : 1
    retries = 15
  }
}

resource "terraform_data" "notify_schedule" {
  input = {
    name    = "${var.env}-notify-schedule"
    team    = "team-notify"
    size    = var.env == "prod" ? 3 : 1
    retries = 14
  }
}

resource "terraform_data" "notify_secret" {
  input = {
    name    = "${var.env}-notify-secret"
    team    = "team-notify"
    size    = var.env == "prod" ? 3 : 1
    retries = 12
  }
}

resource "terraform_data" "search_queue" {
  input = {
    name    = "${var.env}-search-queue"
    team    = "team-search"
    size    = var.env == "prod" ? 3 : 1
    retries = 11
  }
}

resource "terraform_data" "search_worker" {
  input = {
    name    = "${var.env}-search-worker"
    team    = "team-search"
    size    = var.env == "prod" ? 3 : 1
    retries = 12
  }
}

resource "terraform_data" "search_alarm" {
  input = {
    name    = "${var.env}-search-alarm"
    team    = "team-search"
    size    = var.env == "prod" ? 3 : 1
    retries = 11
  }
}

resource "terraform_data" "search_dashboard" {
  input = {
    name    = "${var.env}-search-dashboard"
    team    = "team-search"
    size    = var.env == "prod" ? 3 : 1
    retries = 15
  }
}

resource "terraform_data" "search_schedule" {
  input = {
    name    = "${var.env}-search-schedule"
    team    = "team-search"
    size    = var.env == "prod" ? 3 : 1
    retries = 14
  }
}

resource "terraform_data" "search_secret" {
  input = {
    name    = "${var.env}-search-secret"
    team    = "team-search"
    size    = var.env == "prod" ? 3 : 1
    retries = 12
  }
}
