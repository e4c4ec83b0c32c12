output "id" {
  value = terraform_data.network.id
}
