resource "terraform_data" "iris_08" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "iris"
  }
}
