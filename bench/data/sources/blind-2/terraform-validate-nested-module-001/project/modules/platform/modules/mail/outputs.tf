output "id" {
  value = terraform_data.mail.id
}
