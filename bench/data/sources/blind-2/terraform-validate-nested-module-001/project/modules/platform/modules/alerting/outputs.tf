output "id" {
  value = terraform_data.alerting.id
}
