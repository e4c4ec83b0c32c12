output "id" {
  value = terraform_data.juniper_09.id
}
