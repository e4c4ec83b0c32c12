output "id" {
  value = terraform_data.garnet_06.id
}
