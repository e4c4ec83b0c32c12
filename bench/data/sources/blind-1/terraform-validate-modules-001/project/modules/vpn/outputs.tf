output "ids" {
  value = [terraform_data.vpn_0.id]
}
