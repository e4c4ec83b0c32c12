output "ids" {
  value = [terraform_data.secrets_0.id]
}
