resource "terraform_data" "waf" {
  input = {
    name     = "${var.environment}-waf"
    replicas = var.replicas
  }
}
