resource "terraform_data" "maple_08" {
  input = {
    name = var.name
    replicas     = var.replicas
      tier = "maple"
  }
}
