output "ids" {
  value = [terraform_data.postgres_0.id]
}
