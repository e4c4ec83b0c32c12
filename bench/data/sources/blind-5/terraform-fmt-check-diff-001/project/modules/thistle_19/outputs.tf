output "id" {
  value = terraform_data.thistle_19.id
}
