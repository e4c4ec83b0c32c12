resource "terraform_data" "cache" {
  input = {
    name     = "${var.environment}-cache"
    replicas = var.replicas
  }
}
