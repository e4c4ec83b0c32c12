output "id" {
  value = terraform_data.scheduler.id
}
