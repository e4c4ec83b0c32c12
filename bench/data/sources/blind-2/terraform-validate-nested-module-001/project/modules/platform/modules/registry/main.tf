resource "terraform_data" "registry" {
  input = {
    name     = "${var.environment}-registry"
    replicas = var.replicas
  }
}
