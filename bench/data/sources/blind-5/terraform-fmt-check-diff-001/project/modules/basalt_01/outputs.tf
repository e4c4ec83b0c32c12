output "id" {
  value = terraform_data.basalt_01.id
}
