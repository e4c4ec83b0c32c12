output "id" {
  value = terraform_data.kestrel_10.id
}
