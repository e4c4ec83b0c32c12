resource "terraform_data" "scheduler" {
  input = {
    name     = "${var.environment}-scheduler"
    replicas = var.replicas
  }
}
