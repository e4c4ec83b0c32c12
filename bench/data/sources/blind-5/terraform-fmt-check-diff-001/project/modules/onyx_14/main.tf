resource "terraform_data" "onyx_14" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "onyx"
  }
}
