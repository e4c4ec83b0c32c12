output "id" {
  value = terraform_data.sable_18.id
}
