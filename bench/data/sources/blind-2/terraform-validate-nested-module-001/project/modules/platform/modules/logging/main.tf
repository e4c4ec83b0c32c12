resource "terraform_data" "logging" {
  input = {
    name     = "${var.environment}-logging"
    replicas = var.replicas
  }
}
