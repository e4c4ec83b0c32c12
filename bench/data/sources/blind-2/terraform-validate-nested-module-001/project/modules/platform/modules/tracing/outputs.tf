output "id" {
  value = terraform_data.tracing.id
}
