output "ids" {
  value = [terraform_data.ci_runners_0.id]
}
