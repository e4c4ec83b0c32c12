output "ids" {
  value = [terraform_data.bastion_0.id]
}
