output "ids" {
  value = [terraform_data.sftp_0.id]
}
