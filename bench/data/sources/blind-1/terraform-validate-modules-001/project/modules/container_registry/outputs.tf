output "ids" {
  value = [terraform_data.container_registry_0.id]
}
