resource "terraform_data" "alerting" {
  input = {
    name     = "${var.environment}-alerting"
    replicas = var.replicas
  }
}
