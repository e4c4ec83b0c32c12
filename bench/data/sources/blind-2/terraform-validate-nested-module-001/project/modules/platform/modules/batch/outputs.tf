output "id" {
  value = terraform_data.batch.id
}
