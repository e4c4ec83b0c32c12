resource "terraform_data" "database" {
  input = {
    name     = "${var.environment}-database"
    replicas = var.replicas
  }
}
