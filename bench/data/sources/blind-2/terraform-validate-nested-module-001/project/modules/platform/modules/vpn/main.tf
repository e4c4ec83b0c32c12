resource "terraform_data" "vpn" {
  input = {
    name     = "${var.environment}-vpn"
    replicas = var.replicas
  }
}
