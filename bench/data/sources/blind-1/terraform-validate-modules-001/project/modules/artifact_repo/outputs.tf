output "ids" {
  value = [terraform_data.artifact_repo_0.id]
}
