output "id" {
  value = terraform_data.waf.id
}
