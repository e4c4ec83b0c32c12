output "id" {
  value = terraform_data.bastion.id
}
