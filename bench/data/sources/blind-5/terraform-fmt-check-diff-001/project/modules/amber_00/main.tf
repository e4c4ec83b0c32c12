resource "terraform_data" "amber_00" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "amber"
  }
}
