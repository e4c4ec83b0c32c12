output "id" {
  value = terraform_data.sftp.id
}
