resource "terraform_data" "status_page" {
  input = {
    name     = "${var.environment}-status_page"
    replicas = var.replicas
  }
}
