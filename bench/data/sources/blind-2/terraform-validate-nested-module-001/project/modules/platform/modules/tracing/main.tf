resource "terraform_data" "tracing" {
  input = {
    name     = "${var.environment}-tracing"
    replicas = var.replicas
  }
}
