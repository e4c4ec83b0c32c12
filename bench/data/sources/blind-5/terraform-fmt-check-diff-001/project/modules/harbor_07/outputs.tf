output "id" {
  value = terraform_data.harbor_07.id
}
