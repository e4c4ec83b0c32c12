output "id" {
  value = terraform_data.feature_flags.id
}
