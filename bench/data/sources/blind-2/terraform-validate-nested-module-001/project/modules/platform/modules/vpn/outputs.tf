output "id" {
  value = terraform_data.vpn.id
}
