output "ids" {
  value = [terraform_data.workers_0.id]
}
