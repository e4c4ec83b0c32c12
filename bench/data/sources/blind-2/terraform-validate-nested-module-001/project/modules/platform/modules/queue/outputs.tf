output "id" {
  value = terraform_data.queue.id
}
