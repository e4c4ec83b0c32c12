output "ids" {
  value = [terraform_data.cdn_0.id]
}
