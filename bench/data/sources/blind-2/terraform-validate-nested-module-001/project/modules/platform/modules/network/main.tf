resource "terraform_data" "network" {
  input = {
    name     = "${var.environment}-network"
    replicas = var.replicas
  }
}
