output "id" {
  value = terraform_data.storage.id
}
