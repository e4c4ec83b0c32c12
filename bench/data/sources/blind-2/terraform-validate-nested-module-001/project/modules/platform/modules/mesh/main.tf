resource "terraform_data" "mesh" {
  input = {
    name     = "${var.environment}-mesh"
    replicas = var.replicas
  }
}
