resource "terraform_data" "batch" {
  input = {
    name     = "${var.environment}-batch"
    replicas = var.replicas
  }
}
