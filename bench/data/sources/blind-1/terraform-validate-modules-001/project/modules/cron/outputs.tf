output "ids" {
  value = [terraform_data.cron_0.id]
}
