output "deployments" {
  value = sort([for k, v in terraform_data.api_deployment.output : k])
}
