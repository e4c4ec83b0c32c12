resource "terraform_data" "sable_18" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "sable"
  }
}
