output "id" {
  value = terraform_data.willow_22.id
}
