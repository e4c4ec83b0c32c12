resource "terraform_data" "fable_05" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "fable"
  }
}
