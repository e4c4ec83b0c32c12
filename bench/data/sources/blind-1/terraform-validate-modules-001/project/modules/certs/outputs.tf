output "ids" {
  value = [terraform_data.certs_0.id]
}
