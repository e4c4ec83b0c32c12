output "id" {
  value = terraform_data.nectar_13.id
}
