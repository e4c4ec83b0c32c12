output "ids" {
  value = [terraform_data.search_0.id]
}
