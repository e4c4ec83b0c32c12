output "id" {
  value = terraform_data.cron.id
}
