output "id" {
  value = terraform_data.amber_00.id
}
