resource "terraform_data" "pollen_15" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "pollen"
  }
}
