output "ids" {
  value = [terraform_data.firewall_0.id]
}
