output "id" {
  value = terraform_data.iris_08.id
}
