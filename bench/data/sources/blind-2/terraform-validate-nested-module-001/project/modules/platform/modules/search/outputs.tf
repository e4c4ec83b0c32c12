output "id" {
  value = terraform_data.search.id
}
