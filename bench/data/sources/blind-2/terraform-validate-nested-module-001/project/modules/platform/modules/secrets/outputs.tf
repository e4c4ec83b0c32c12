output "id" {
  value = terraform_data.secrets.id
}
