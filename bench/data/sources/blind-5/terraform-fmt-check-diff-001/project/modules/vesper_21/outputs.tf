output "id" {
  value = terraform_data.vesper_21.id
}
