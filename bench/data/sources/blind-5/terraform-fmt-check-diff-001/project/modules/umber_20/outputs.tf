output "id" {
  value = terraform_data.umber_20.id
}
