output "id" {
  value = terraform_data.registry.id
}
