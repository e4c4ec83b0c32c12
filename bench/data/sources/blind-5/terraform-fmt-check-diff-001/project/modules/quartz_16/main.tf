resource "terraform_data" "quartz_16" {
  input = {
    name     = var.name
    replicas = var.replicas
    tier     = "quartz"
  }
}
