resource "terraform_data" "ember_04" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "ember"
  }
}
