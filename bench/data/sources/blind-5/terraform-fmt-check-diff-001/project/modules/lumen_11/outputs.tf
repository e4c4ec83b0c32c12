output "id" {
  value = terraform_data.lumen_11.id
}
