resource "terraform_data" "queue" {
  input = {
    name     = "${var.environment}-queue"
    replicas = var.replicas
  }
}
