resource "terraform_data" "storage" {
  input = {
    name     = "${var.environment}-storage"
    replicas = var.replicas
  }
}
