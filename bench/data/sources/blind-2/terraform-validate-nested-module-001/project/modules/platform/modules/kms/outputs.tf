output "id" {
  value = terraform_data.kms.id
}
