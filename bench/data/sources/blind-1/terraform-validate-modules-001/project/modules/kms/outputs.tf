output "ids" {
  value = [terraform_data.kms_0.id]
}
