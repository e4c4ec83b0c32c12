output "ids" {
  value = [terraform_data.metrics_0.id]
}
