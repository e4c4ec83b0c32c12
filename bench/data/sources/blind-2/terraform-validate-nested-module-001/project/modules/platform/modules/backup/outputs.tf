output "id" {
  value = terraform_data.backup.id
}
