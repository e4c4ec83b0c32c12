resource "terraform_data" "kms" {
  input = {
    name     = "${var.environment}-kms"
    replicas = var.replicas
  }
}
