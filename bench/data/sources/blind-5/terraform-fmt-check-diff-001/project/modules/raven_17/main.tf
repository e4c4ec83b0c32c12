resource "terraform_data" "raven_17" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "raven"
  }
}
