output "id" {
  value = terraform_data.audit.id
}
