resource "terraform_data" "juniper_09" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "juniper"
  }
}
