resource "terraform_data" "artifacts_eu" {
  input = {
    name    = "shared-artifacts_eu"
    tier    = "core"
    retain  = true
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "audit_eu" {
  input = {
    name    = "shared-audit_eu"
    tier    = "ops"
    retain  = false
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "backups_eu" {
  input = {
    name    = "shared-backups_eu"
    tier    = "security"
    retain  = true
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "bastion_eu" {
  input = {
    name    = "shared-bastion_eu"
    tier    = "core"
    retain  = false
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "dns_eu" {
  input = {
    name    = "shared-dns_eu"
    tier    = "ops"
    retain  = true
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "flowlogs_eu" {
  input = {
    name    = "shared-flowlogs_eu"
    tier    = "security"
    retain  = false
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "kms_eu" {
  input = {
    name    = "shared-kms_eu"
    tier    = "core"
    retain  = true
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "logs_eu" {
  input = {
    name    = "shared-logs_eu"
    tier    = "ops"
    retain  = false
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "metrics_eu" {
  input = {
    name    = "shared-metrics_eu"
    tier    = "security"
    retain  = true
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "nat_eu" {
  input = {
    name    = "shared-nat_eu"
    tier    = "core"
    retain  = false
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "registry_eu" {
  input = {
    name    = "shared-registry_eu"
    tier    = "ops"
    retain  = true
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "secrets_eu" {
  input = {
    name    = "shared-secrets_eu"
    tier    = "security"
    retain  = false
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "tracing_eu" {
  input = {
    name    = "shared-tracing_eu"
    tier    = "core"
    retain  = true
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "vpn_eu" {
  input = {
    name    = "shared-vpn_eu"
    tier    = "ops"
    retain  = false
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "artifacts_us" {
  input = {
    name    = "shared-artifacts_us"
    tier    = "security"
    retain  = true
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "audit_us" {
  input = {
    name    = "shared-audit_us"
    tier    = "core"
    retain  = false
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "backups_us" {
  input = {
    name    = "shared-backups_us"
    tier    = "ops"
    retain  = true
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "bastion_us" {
  input = {
    name    = "shared-bastion_us"
    tier    = "security"
    retain  = false
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "dns_us" {
  input = {
    name    = "shared-dns_us"
    tier    = "core"
    retain  = true
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "flowlogs_us" {
  input = {
    name    = "shared-flowlogs_us"
    tier    = "ops"
    retain  = false
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "kms_us" {
  input = {
    name    = "shared-kms_us"
    tier    = "security"
    retain  = true
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "logs_us" {
  input = {
    name    = "shared-logs_us"
    tier    = "core"
    retain  = false
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "metrics_us" {
  input = {
    name    = "shared-metrics_us"
    tier    = "ops"
    retain  = true
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "nat_us" {
  input = {
    name    = "shared-nat_us"
    tier    = "security"
    retain  = false
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "registry_us" {
  input = {
    name    = "shared-registry_us"
    tier    = "core"
    retain  = true
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "secrets_us" {
  input = {
    name    = "shared-secrets_us"
    tier    = "ops"
    retain  = false
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "tracing_us" {
  input = {
    name    = "shared-tracing_us"
    tier    = "security"
    retain  = true
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "vpn_us" {
  input = {
    name    = "shared-vpn_us"
    tier    = "core"
    retain  = false
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "artifacts_ap" {
  input = {
    name    = "shared-artifacts_ap"
    tier    = "ops"
    retain  = true
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "audit_ap" {
  input = {
    name    = "shared-audit_ap"
    tier    = "security"
    retain  = false
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "backups_ap" {
  input = {
    name    = "shared-backups_ap"
    tier    = "core"
    retain  = true
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "bastion_ap" {
  input = {
    name    = "shared-bastion_ap"
    tier    = "ops"
    retain  = false
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "dns_ap" {
  input = {
    name    = "shared-dns_ap"
    tier    = "security"
    retain  = true
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "flowlogs_ap" {
  input = {
    name    = "shared-flowlogs_ap"
    tier    = "core"
    retain  = false
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "kms_ap" {
  input = {
    name    = "shared-kms_ap"
    tier    = "ops"
    retain  = true
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "logs_ap" {
  input = {
    name    = "shared-logs_ap"
    tier    = "security"
    retain  = false
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "metrics_ap" {
  input = {
    name    = "shared-metrics_ap"
    tier    = "core"
    retain  = true
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "nat_ap" {
  input = {
    name    = "shared-nat_ap"
    tier    = "ops"
    retain  = false
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "registry_ap" {
  input = {
    name    = "shared-registry_ap"
    tier    = "security"
    retain  = true
    owners  = ["platform", "data"]
  }
}

resource "terraform_data" "secrets_ap" {
  input = {
    name    = "shared-secrets_ap"
    tier    = "core"
    retain  = false
    owners  = ["platform", "sre"]
  }
}

resource "terraform_data" "tracing_ap" {
  input = {
    name    = "shared-tracing_ap"
    tier    = "ops"
    retain  = true
    owners  = ["platform", "secops"]
  }
}

resource "terraform_data" "vpn_ap" {
  input = {
    name    = "shared-vpn_ap"
    tier    = "security"
    retain  = false
    owners  = ["platform", "data"]
  }
}

output "artifacts_eu_name" {
  value = terraform_data.artifacts_eu.output.name
}

output "audit_eu_name" {
  value = terraform_data.audit_eu.output.name
}

output "backups_eu_name" {
  value = terraform_data.backups_eu.output.name
}

output "bastion_eu_name" {
  value = terraform_data.bastion_eu.output.name
}

output "dns_eu_name" {
  value = terraform_data.dns_eu.output.name
}

output "flowlogs_eu_name" {
  value = terraform_data.flowlogs_eu.output.name
}

output "kms_eu_name" {
  value = terraform_data.kms_eu.output.name
}

output "logs_eu_name" {
  value = terraform_data.logs_eu.output.name
}

output "metrics_eu_name" {
  value = terraform_data.metrics_eu.output.name
}

output "nat_eu_name" {
  value = terraform_data.nat_eu.output.name
}

output "registry_eu_name" {
  value = terraform_data.registry_eu.output.name
}

output "secrets_eu_name" {
  value = terraform_data.secrets_eu.output.name
}

output "tracing_eu_name" {
  value = terraform_data.tracing_eu.output.name
}

output "vpn_eu_name" {
  value = terraform_data.vpn_eu.output.name
}

output "artifacts_us_name" {
  value = terraform_data.artifacts_us.output.name
}

output "audit_us_name" {
  value = terraform_data.audit_us.output.name
}

output "backups_us_name" {
  value = terraform_data.backups_us.output.name
}

output "bastion_us_name" {
  value = terraform_data.bastion_us.output.name
}

output "dns_us_name" {
  value = terraform_data.dns_us.output.name
}

output "flowlogs_us_name" {
  value = terraform_data.flowlogs_us.output.name
}

output "kms_us_name" {
  value = terraform_data.kms_us.output.name
}

output "logs_us_name" {
  value = terraform_data.logs_us.output.name
}

output "metrics_us_name" {
  value = terraform_data.metrics_us.output.name
}

output "nat_us_name" {
  value = terraform_data.nat_us.output.name
}

output "registry_us_name" {
  value = terraform_data.registry_us.output.name
}

output "secrets_us_name" {
  value = terraform_data.secrets_us.output.name
}

output "tracing_us_name" {
  value = terraform_data.tracing_us.output.name
}

output "vpn_us_name" {
  value = terraform_data.vpn_us.output.name
}

output "artifacts_ap_name" {
  value = terraform_data.artifacts_ap.output.name
}

output "audit_ap_name" {
  value = terraform_data.audit_ap.output.name
}

output "backups_ap_name" {
  value = terraform_data.backups_ap.output.name
}

output "bastion_ap_name" {
  value = terraform_data.bastion_ap.output.name
}

output "dns_ap_name" {
  value = terraform_data.dns_ap.output.name
}

output "flowlogs_ap_name" {
  value = terraform_data.flowlogs_ap.output.name
}

output "kms_ap_name" {
  value = terraform_data.kms_ap.output.name
}

output "logs_ap_name" {
  value = terraform_data.logs_ap.output.name
}

output "metrics_ap_name" {
  value = terraform_data.metrics_ap.output.name
}

output "nat_ap_name" {
  value = terraform_data.nat_ap.output.name
}

output "registry_ap_name" {
  value = terraform_data.registry_ap.output.name
}

output "secrets_ap_name" {
  value = terraform_data.secrets_ap.output.name
}

output "tracing_ap_name" {
  value = terraform_data.tracing_ap.output.name
}

output "vpn_ap_name" {
  value = terraform_data.vpn_ap.output.name
}
