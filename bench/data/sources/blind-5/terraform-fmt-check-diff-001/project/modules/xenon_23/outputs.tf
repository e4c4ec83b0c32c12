output "id" {
  value = terraform_data.xenon_23.id
}
