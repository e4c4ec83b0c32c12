resource "terraform_data" "audit" {
  input = {
    name     = "${var.environment}-audit"
    replicas = var.replicas
  }
}
