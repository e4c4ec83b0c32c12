output "ids" {
  value = [terraform_data.backup_0.id]
}
