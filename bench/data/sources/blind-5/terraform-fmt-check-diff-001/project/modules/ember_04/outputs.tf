output "id" {
  value = terraform_data.ember_04.id
}
