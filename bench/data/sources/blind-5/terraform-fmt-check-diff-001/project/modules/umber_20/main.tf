resource "terraform_data" "umber_20" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "umber"
  }
}
