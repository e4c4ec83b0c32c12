resource "terraform_data" "nectar_13" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "nectar"
  }
}
