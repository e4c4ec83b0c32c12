output "ids" {
  value = [terraform_data.alerting_0.id]
}
