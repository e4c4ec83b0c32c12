output "ids" {
  value = [terraform_data.load_balancer_0.id]
}
