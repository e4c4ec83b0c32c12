resource "terraform_data" "cedar_02" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "cedar"
  }
}
