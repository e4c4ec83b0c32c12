resource "terraform_data" "xenon_23" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "xenon"
  }
}
