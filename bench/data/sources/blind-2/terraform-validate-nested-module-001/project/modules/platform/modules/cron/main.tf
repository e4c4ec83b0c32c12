resource "terraform_data" "cron" {
  input = {
    name     = "${var.environment}-cron"
    replicas = var.replicas
  }
}
