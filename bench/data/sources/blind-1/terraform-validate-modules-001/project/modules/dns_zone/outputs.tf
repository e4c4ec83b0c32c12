output "ids" {
  value = [terraform_data.dns_zone_0.id]
}
