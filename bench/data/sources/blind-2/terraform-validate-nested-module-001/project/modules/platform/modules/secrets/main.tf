resource "terraform_data" "secrets" {
  input = {
    name     = "${var.environment}-secrets"
    replicas = var.replicas
  }
}
