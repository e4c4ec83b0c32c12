output "id" {
  value = terraform_data.onyx_14.id
}
