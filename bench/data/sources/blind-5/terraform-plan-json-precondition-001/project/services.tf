resource "terraform_data" "api_sg" {
  input = {
    name = "${var.env}-api-sg"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "api_role" {
  input = {
    name = "${var.env}-api-role"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "api_queue" {
  input = {
    name = "${var.env}-api-queue"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "api_alarm" {
  input = {
    name = "${var.env}-api-alarm"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "billing_sg" {
  input = {
    name = "${var.env}-billing-sg"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "billing_role" {
  input = {
    name = "${var.env}-billing-role"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "billing_queue" {
  input = {
    name = "${var.env}-billing-queue"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "billing_alarm" {
  input = {
    name = "${var.env}-billing-alarm"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "cron_sg" {
  input = {
    name = "${var.env}-cron-sg"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "cron_role" {
  input = {
    name = "${var.env}-cron-role"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "cron_queue" {
  input = {
    name = "${var.env}-cron-queue"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "cron_alarm" {
  input = {
    name = "${var.env}-cron-alarm"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "events_sg" {
  input = {
    name = "${var.env}-events-sg"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "events_role" {
  input = {
    name = "${var.env}-events-role"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "events_queue" {
  input = {
    name = "${var.env}-events-queue"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "events_alarm" {
  input = {
    name = "${var.env}-events-alarm"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "gateway_sg" {
  input = {
    name = "${var.env}-gateway-sg"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "gateway_role" {
  input = {
    name = "${var.env}-gateway-role"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "gateway_queue" {
  input = {
    name = "${var.env}-gateway-queue"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "gateway_alarm" {
  input = {
    name = "${var.env}-gateway-alarm"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "ledger_sg" {
  input = {
    name = "${var.env}-ledger-sg"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "ledger_role" {
  input = {
    name = "${var.env}-ledger-role"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "ledger_queue" {
  input = {
    name = "${var.env}-ledger-queue"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "ledger_alarm" {
  input = {
    name = "${var.env}-ledger-alarm"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "notify_sg" {
  input = {
    name = "${var.env}-notify-sg"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "notify_role" {
  input = {
    name = "${var.env}-notify-role"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "notify_queue" {
  input = {
    name = "${var.env}-notify-queue"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "notify_alarm" {
  input = {
    name = "${var.env}-notify-alarm"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "reports_sg" {
  input = {
    name = "${var.env}-reports-sg"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "reports_role" {
  input = {
    name = "${var.env}-reports-role"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "reports_queue" {
  input = {
    name = "${var.env}-reports-queue"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "reports_alarm" {
  input = {
    name = "${var.env}-reports-alarm"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "search_sg" {
  input = {
    name = "${var.env}-search-sg"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "search_role" {
  input = {
    name = "${var.env}-search-role"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "search_queue" {
  input = {
    name = "${var.env}-search-queue"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "search_alarm" {
  input = {
    name = "${var.env}-search-alarm"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "webhooks_sg" {
  input = {
    name = "${var.env}-webhooks-sg"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "webhooks_role" {
  input = {
    name = "${var.env}-webhooks-role"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "webhooks_queue" {
  input = {
    name = "${var.env}-webhooks-queue"
    vpc  = var.vpc_id
    tags = local.tags
  }
}

resource "terraform_data" "webhooks_alarm" {
  input = {
    name = "${var.env}-webhooks-alarm"
    vpc  = var.vpc_id
    tags = local.tags
  }
}
