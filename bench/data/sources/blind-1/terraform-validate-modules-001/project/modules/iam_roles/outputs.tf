output "ids" {
  value = [terraform_data.iam_roles_0.id]
}
