resource "terraform_data" "kestrel_10" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "kestrel"
  }
}
