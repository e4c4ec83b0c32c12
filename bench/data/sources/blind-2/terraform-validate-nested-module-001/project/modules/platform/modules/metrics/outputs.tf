output "id" {
  value = terraform_data.metrics.id
}
