output "ids" {
  value = [terraform_data.email_0.id]
}
