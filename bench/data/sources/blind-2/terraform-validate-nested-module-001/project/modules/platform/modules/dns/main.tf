resource "terraform_data" "dns" {
  input = {
    name     = "${var.environment}-dns"
    replicas = var.replicas
  }
}
