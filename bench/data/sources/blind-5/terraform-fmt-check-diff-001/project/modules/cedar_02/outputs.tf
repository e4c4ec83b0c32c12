output "id" {
  value = terraform_data.cedar_02.id
}
