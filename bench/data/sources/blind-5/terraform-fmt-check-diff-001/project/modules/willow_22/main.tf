resource "terraform_data" "willow_22" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "willow"
  }
}
