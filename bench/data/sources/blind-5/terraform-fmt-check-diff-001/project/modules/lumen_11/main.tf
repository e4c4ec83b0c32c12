resource "terraform_data" "lumen_11" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "lumen"
  }
}
