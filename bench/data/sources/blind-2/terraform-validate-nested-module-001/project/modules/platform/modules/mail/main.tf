resource "terraform_data" "mail" {
  input = {
    name     = "${var.environment}-mail"
    replicas = var.replicas
  }
}
