output "ids" {
  value = [terraform_data.nat_gateway_0.id]
}
