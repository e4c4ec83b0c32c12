output "id" {
  value = terraform_data.quartz_16.id
}
