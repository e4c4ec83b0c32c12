resource "terraform_data" "maple_12" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "maple"
  }
}
