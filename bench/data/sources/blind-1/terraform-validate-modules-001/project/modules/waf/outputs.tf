output "ids" {
  value = [terraform_data.waf_0.id]
}
