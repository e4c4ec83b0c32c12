resource "terraform_data" "harbor_07" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "harbor"
  }
}
