output "id" {
  value = terraform_data.pollen_15.id
}
