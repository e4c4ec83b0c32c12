output "ids" {
  value = [terraform_data.budget_0.id]
}
