output "id" {
  value = terraform_data.delta_03.id
}
