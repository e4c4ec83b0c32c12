resource "terraform_data" "iam" {
  input = {
    name     = "${var.environment}-iam"
    replicas = var.replicas
  }
}
