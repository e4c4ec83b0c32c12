output "id" {
  value = terraform_data.cache.id
}
