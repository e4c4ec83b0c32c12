output "ids" {
  value = [terraform_data.api_gateway_0.id]
}
