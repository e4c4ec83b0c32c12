output "ids" {
  value = [terraform_data.queue_0.id]
}
