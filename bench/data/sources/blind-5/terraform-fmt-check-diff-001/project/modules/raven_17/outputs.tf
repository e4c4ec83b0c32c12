output "id" {
  value = terraform_data.raven_17.id
}
