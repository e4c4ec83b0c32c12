resource "terraform_data" "backup" {
  input = {
    name     = "${var.environment}-backup"
    replicas = var.replicas
  }
}
