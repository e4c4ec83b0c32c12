resource "terraform_data" "garnet_06" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "garnet"
  }
}
