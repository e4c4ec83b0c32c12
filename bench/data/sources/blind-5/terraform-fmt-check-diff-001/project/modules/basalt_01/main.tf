resource "terraform_data" "basalt_01" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "basalt"
  }
}
