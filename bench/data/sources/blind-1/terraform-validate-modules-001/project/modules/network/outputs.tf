output "ids" {
  value = [terraform_data.network_0.id]
}
