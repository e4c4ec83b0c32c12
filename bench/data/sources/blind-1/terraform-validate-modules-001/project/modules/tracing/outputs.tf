output "ids" {
  value = [terraform_data.tracing_0.id]
}
