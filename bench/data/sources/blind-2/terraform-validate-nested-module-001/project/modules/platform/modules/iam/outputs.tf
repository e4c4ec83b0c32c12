output "id" {
  value = terraform_data.iam.id
}
