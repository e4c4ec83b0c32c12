resource "terraform_data" "delta_03" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "delta"
  }
}
