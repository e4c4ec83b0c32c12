output "ids" {
  value = [terraform_data.redis_0.id]
}
