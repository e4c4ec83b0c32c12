output "id" {
  value = terraform_data.dns.id
}
