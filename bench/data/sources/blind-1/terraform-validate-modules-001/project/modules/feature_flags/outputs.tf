output "ids" {
  value = [terraform_data.feature_flags_0.id]
}
