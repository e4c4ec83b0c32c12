resource "terraform_data" "search" {
  input = {
    name     = "${var.environment}-search"
    replicas = var.replicas
  }
}
