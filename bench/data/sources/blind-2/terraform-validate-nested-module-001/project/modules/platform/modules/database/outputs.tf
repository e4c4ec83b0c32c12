output "id" {
  value = terraform_data.database.id
}
