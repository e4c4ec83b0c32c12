resource "terraform_data" "metrics" {
  input = {
    name     = "${var.environment}-metrics"
    replicas = var.replicas
  }
}
