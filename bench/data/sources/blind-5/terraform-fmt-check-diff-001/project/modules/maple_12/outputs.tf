output "id" {
  value = terraform_data.maple_12.id
}
