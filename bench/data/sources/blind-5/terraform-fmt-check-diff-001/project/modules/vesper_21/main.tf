resource "terraform_data" "vesper_21" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "vesper"
  }
}
