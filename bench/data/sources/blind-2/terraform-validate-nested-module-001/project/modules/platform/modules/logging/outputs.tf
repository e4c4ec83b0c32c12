output "id" {
  value = terraform_data.logging.id
}
