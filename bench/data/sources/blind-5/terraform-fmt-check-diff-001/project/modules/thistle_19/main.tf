resource "terraform_data" "thistle_19" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "thistle"
  }
}
